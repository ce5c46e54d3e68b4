import type { Kysely } from 'kysely'
import { KyselyGrantRepo } from '../adapters/db/KyselyGrantRepo'
import { KyselyUserRepo } from '../adapters/db/KyselyUserRepo'
import type { Database } from '../adapters/db/schema'
import type { Clock } from '@/ports/Clock'
import { grantService } from '../app/operator/grantService'
import { OPERATOR_SERVICES, type Entitlements, type OperatorResult, type OperatorService } from '../app/operator/operatorServices'
import { revokeService } from '../app/operator/revokeService'
import { showEntitlements } from '../app/operator/showEntitlements'

export const ADMIN_USAGE = `Usage:
  npm run admin -- show   --phone 13800000000
  npm run admin -- grant  --phone 13800000000 --service super|base|threeOne|check [--checks N]
  npm run admin -- revoke --phone 13800000000 --service super|base|threeOne|check
Works on the configured database (DATA_DIR/app.db, or DATABASE_URL). A running server sees the change on its next request.`

export interface AdminRun {
  exitCode: 0 | 1 | 2
  output: string
}

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
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

/** Parses the command line and runs one operator command against the database; exit 2 is a usage error. */
export async function runAdmin(db: Kysely<Database>, argv: string[], clock: Clock): Promise<AdminRun> {
  const [command] = argv
  const phone = option(argv, 'phone')
  if (!command || !['show', 'grant', 'revoke'].includes(command) || !phone) return { exitCode: 2, output: ADMIN_USAGE }
  const deps = { users: new KyselyUserRepo(db), grants: new KyselyGrantRepo(db), clock }
  let result: OperatorResult
  if (command === 'show') result = await showEntitlements(deps, phone)
  else {
    const service = option(argv, 'service')
    if (!OPERATOR_SERVICES.includes(service as OperatorService))
      return { exitCode: 2, output: `--service must be one of ${OPERATOR_SERVICES.join(', ')} (got ${service ?? 'nothing'}).\n\n${ADMIN_USAGE}` }
    const checksText = option(argv, 'checks')
    const checks = checksText === undefined ? undefined : Number(checksText)
    result =
      command === 'grant'
        ? await grantService(deps, { phone, service: service as OperatorService, checks })
        : await revokeService(deps, { phone, service: service as OperatorService })
  }
  if (!result.ok) return { exitCode: 1, output: result.error }
  const head = command === 'show' ? '' : `${command === 'grant' ? 'Granted' : 'Revoked'} ${option(argv, 'service')} for ${phone}.\n`
  return { exitCode: 0, output: head + formatEntitlements(result.value) }
}
