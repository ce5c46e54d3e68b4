import { parseArgs } from 'node:util'
import type { Kysely } from 'kysely'
import { KyselyContentRepo } from '../adapters/db/KyselyContentRepo'
import { KyselyGrantRepo } from '../adapters/db/KyselyGrantRepo'
import { CHAT_WELCOME_SETTING } from '../adapters/seed/chat'
import { KyselyUserRepo } from '../adapters/db/KyselyUserRepo'
import { KyselyOrderRepo } from '../adapters/db/KyselyOrderRepo'
import { DatedUserRepo } from '../app/pay/DatedUserRepo'
import type { Database } from '../adapters/db/schema'
import type { Clock } from '@/ports/Clock'
import { grantService } from '../app/operator/grantService'
import { OPERATOR_SERVICES, type Entitlements, type OperatorResult, type OperatorService } from '../app/operator/operatorServices'
import { revokeService } from '../app/operator/revokeService'
import { showEntitlements } from '../app/operator/showEntitlements'
import { runShopAdmin, SHOP_USAGE } from './runShopAdmin'
import { runSanyiAdmin, SANYI_USAGE } from './runSanyiAdmin'
import { CONSULT_USAGE, runConsultAdmin } from './runConsultAdmin'
import { runSecurityAdmin, SECURITY_USAGE } from './runSecurityAdmin'
import { backupTo } from './backup'
import { KyselySecurityLog } from '../adapters/db/KyselySecurityLog'
import { optionText } from './optionText'

export const ADMIN_USAGE = `Usage:
  npm run admin -- show   --phone 13800000000
  npm run admin -- grant  --phone 13800000000 --service super|base|threeOne|check [--checks N]
  npm run admin -- revoke --phone 13800000000 --service super|base|threeOne|check
  npm run admin -- hot list
  npm run admin -- hot add "2025年600分排多少名"
  npm run admin -- hot remove ID
  npm run admin -- welcome show
  npm run admin -- welcome set "你好，我是志愿填报AI助手……"
  npm run admin -- backup --to backups/gk-2027-06-25.db     (SQLite, while the server runs)
  npm run admin -- restore --from backups/gk-2027-06-25.db [--replace]     (server stopped)
Works on the configured database (DATA_DIR/app.db, or DATABASE_URL). A running server sees the change on its next request.

${SHOP_USAGE}

${CONSULT_USAGE}

${SANYI_USAGE}

${SECURITY_USAGE}`

export interface AdminRun {
  exitCode: 0 | 1 | 2
  output: string
}

/** The account commands' options, wherever they stand after the command words; other words are the commands' own. */
function optionsOf(argv: string[]): { phone?: string; service?: string; checks?: string; to?: string } {
  const { values } = parseArgs({
    args: argv,
    options: { phone: { type: 'string' }, service: { type: 'string' }, checks: { type: 'string' }, to: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  })
  return { phone: optionText(values.phone), service: optionText(values.service), checks: optionText(values.checks), to: optionText(values.to) }
}

/** The operator's view of an account: level, flags and every grant row. */
export function formatEntitlements(e: Entitlements): string {
  const lines = [
    `user ${e.userId}  phone ${e.phone}  vip level ${e.vipLevel}`,
    `  super vip ${e.isSuperVip}  base vip ${e.isBaseVip}  three-one ${e.isThreeOne}  checks left ${e.volunteerVerify}`,
    e.grants.length === 0 ? '  no grants recorded' : '  grants:',
    ...e.grants.map((g) => `    ${new Date(g.at).toISOString()}  ${g.kind.padEnd(8)} ${g.detail}`),
  ]
  return lines.join('\n')
}

/** The longest hot question or greeting an operator may set: the chat shows them whole. */
const MAX_HOT_CHARS = 100
const MAX_WELCOME_CHARS = 1000

/** The chat's hot questions (offered before the first question) and its greeting; changes show on the next request. */
async function runChatContent(db: Kysely<Database>, argv: string[]): Promise<AdminRun> {
  const [command, action, value] = argv
  const content = new KyselyContentRepo(db)
  if (command === 'hot' && action === 'list') {
    const page = await content.hotQuestions(0, 1000)
    const lines = page.list.map((q) => `${String(q.id).padStart(4)}  ${q.name}`)
    return { exitCode: 0, output: page.total === 0 ? 'No hot questions.' : `${page.total} hot questions (the chat shows the first 3):\n${lines.join('\n')}` }
  }
  if (command === 'hot' && action === 'add') {
    const name = value?.trim() ?? ''
    if (name === '' || [...name].length > MAX_HOT_CHARS)
      return { exitCode: 2, output: `The question must be 1 to ${MAX_HOT_CHARS} characters.\n\n${ADMIN_USAGE}` }
    const added = await content.addHotQuestion(name)
    return { exitCode: 0, output: `Added hot question ${added.id}: ${added.name}` }
  }
  if (command === 'hot' && action === 'remove') {
    const id = Number(value)
    if (!Number.isInteger(id) || id <= 0) return { exitCode: 2, output: `hot remove needs the ID that "hot list" shows.\n\n${ADMIN_USAGE}` }
    return (await content.removeHotQuestion(id))
      ? { exitCode: 0, output: `Removed hot question ${id}.` }
      : { exitCode: 1, output: `There is no hot question ${id} ("hot list" shows them).` }
  }
  if (command === 'welcome' && action === 'show') return { exitCode: 0, output: (await content.setting(CHAT_WELCOME_SETTING))?.fieldValue ?? '(not set)' }
  if (command === 'welcome' && action === 'set') {
    const text = value?.trim() ?? ''
    if (text === '' || [...text].length > MAX_WELCOME_CHARS)
      return { exitCode: 2, output: `The greeting must be 1 to ${MAX_WELCOME_CHARS} characters.\n\n${ADMIN_USAGE}` }
    await content.putSetting({ fieldName: CHAT_WELCOME_SETTING, fieldValue: text })
    return { exitCode: 0, output: `The chat greeting is now:\n${text}` }
  }
  return { exitCode: 2, output: ADMIN_USAGE }
}

/** Commands that only read: everything else an operator runs successfully goes to the security log. */
const READ_ONLY = new Set(['show', 'list', 'security-log', 'sms-budget', 'backup'])

/**
 * Parses the command line and runs one operator command against the database; exit 2 is a usage error. A
 * command that changed something is recorded in the security log (grants and revokes as `grant`).
 */
export async function runAdmin(db: Kysely<Database>, argv: string[], clock: Clock, smsBudget?: { perHour: number; perDay: number }): Promise<AdminRun> {
  const run = await runCommand(db, argv, clock, smsBudget)
  const [command, action] = argv
  if (run.exitCode === 0 && !READ_ONLY.has(command) && !READ_ONLY.has(action) && command !== 'unlock') {
    const phone = optionsOf(argv).phone ?? null
    const user = phone ? await new KyselyUserRepo(db).byPhone(phone) : null
    await new KyselySecurityLog(db).append({
      at: clock.now(),
      event: command === 'grant' || command === 'revoke' ? 'grant' : 'operator',
      userId: user?.id ?? null,
      phone,
      ip: null,
      userAgent: null,
      detail: `npm run admin -- ${argv.map((word) => (/\s/.test(word) ? JSON.stringify(word) : word)).join(' ')}`.slice(0, 500),
    })
  }
  return run
}

async function runCommand(db: Kysely<Database>, argv: string[], clock: Clock, smsBudget?: { perHour: number; perDay: number }): Promise<AdminRun> {
  const [command] = argv
  const options = optionsOf(argv)
  if (command === 'backup') return backupTo(db, options.to)
  const security = await runSecurityAdmin(db, argv, clock, smsBudget)
  if (security) return security
  if (command === 'hot' || command === 'welcome') return runChatContent(db, argv)
  const shop = await runShopAdmin(db, argv, clock)
  if (shop) return shop
  const sanyi = await runSanyiAdmin(db, argv, clock)
  if (sanyi) return sanyi
  const consult = await runConsultAdmin(db, argv, clock)
  if (consult) return consult
  const { phone, service } = options
  if (!command || !['show', 'grant', 'revoke'].includes(command) || !phone) return { exitCode: 2, output: ADMIN_USAGE }
  const deps = { users: new DatedUserRepo(new KyselyUserRepo(db), new KyselyOrderRepo(db), clock), grants: new KyselyGrantRepo(db), clock }
  let result: OperatorResult
  if (command === 'show') result = await showEntitlements(deps, phone)
  else {
    if (!OPERATOR_SERVICES.includes(service as OperatorService))
      return { exitCode: 2, output: `--service must be one of ${OPERATOR_SERVICES.join(', ')} (got ${service ?? 'nothing'}).\n\n${ADMIN_USAGE}` }
    const checksText = options.checks
    const checks = checksText === undefined ? undefined : Number(checksText)
    result =
      command === 'grant'
        ? await grantService(deps, { phone, service: service as OperatorService, checks })
        : await revokeService(deps, { phone, service: service as OperatorService })
  }
  if (!result.ok) return { exitCode: 1, output: result.error }
  const head = command === 'show' ? '' : `${command === 'grant' ? 'Granted' : 'Revoked'} ${service} for ${phone}.\n`
  return { exitCode: 0, output: head + formatEntitlements(result.value) }
}
