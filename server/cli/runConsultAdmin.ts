import type { Kysely } from 'kysely'
import { ConsultStatus } from '@/ports/api/consult'
import type { Clock } from '@/ports/Clock'
import { beijingDateTime } from '@/core/domain/beijingDay'
import { KyselyConsultationRepo } from '../adapters/db/KyselyConsultationRepo'
import { KyselyCooperationRepo } from '../adapters/db/KyselyCooperationRepo'
import { KyselyExpertRepo } from '../adapters/db/KyselyExpertRepo'
import type { Database } from '../adapters/db/schema'
import { setConsultationStatus } from '../app/consult/setConsultationStatus'
import type { ExpertFields, ExpertRecord } from '../ports/ExpertRepo'
import type { ConsultationRecord } from '../ports/ConsultationRepo'
import { optionPairs } from './optionPairs'

export const CONSULT_USAGE = `Expert consultation and cooperation:
  npm run admin -- expert list
  npm run admin -- expert add --name 王老师 --title 志愿规划师 --years 8 --specialities 新高考选科,三位一体 --bio "……" --availability "工作日 19:00-21:00" [--accepting 1|0] [--visible 1|0] [--sort N]
  npm run admin -- expert set ID [any option of add]
  npm run admin -- consult list [--status submitted|contacted|done|cancelled] [--limit 50]
  npm run admin -- consult set ID --status contacted|done|cancelled [--note "已电话联系，约定周六上午"]
  npm run admin -- coop list [--limit 50]
Experts are real people: none is shipped. A student sees the status and the note of their own booking.`

type Run = { exitCode: 0 | 1 | 2; output: string }
type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string }
const usage = (problem: string): Run => ({ exitCode: 2, output: `${problem}\n\n${CONSULT_USAGE}` })

/** --name value pairs; a flag without a value, a word that is not a flag, or an unknown flag is an error. */
function optionsOf(args: string[], known: readonly string[]): Parsed<Map<string, string>> {
  const pairs = optionPairs(args, known)
  return pairs.ok ? { ok: true, value: pairs.options } : pairs
}

const whole = (text: string, min: number, max: number): number | null =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null

const EXPERT_OPTIONS = ['name', 'title', 'years', 'specialities', 'bio', 'availability', 'accepting', 'visible', 'sort'] as const
const TEXT_LIMITS = { name: 20, title: 40, bio: 300, availability: 60 } as const

function expertFields(o: Map<string, string>): Parsed<Partial<ExpertFields>> {
  const f: Partial<ExpertFields> = {}
  for (const key of ['name', 'title', 'bio', 'availability'] as const) {
    const value = o.get(key)?.trim()
    if (value === undefined) continue
    if (value === '' || value.length > TEXT_LIMITS[key]) return { ok: false, problem: `--${key} must be 1 to ${TEXT_LIMITS[key]} characters.` }
    f[key] = value
  }
  if (o.has('years')) {
    const years = whole(o.get('years')!, 0, 60)
    if (years === null) return { ok: false, problem: '--years must be a whole number from 0 to 60.' }
    f.years = years
  }
  if (o.has('specialities')) {
    const items = o
      .get('specialities')!
      .split(/[,，、]/)
      .map((s) => s.trim())
      .filter((s) => s !== '')
    if (items.length === 0 || items.length > 8 || items.some((s) => s.length > 20))
      return { ok: false, problem: '--specialities must be 1 to 8 items (comma-separated), each at most 20 characters.' }
    f.specialities = items
  }
  for (const key of ['accepting', 'visible'] as const) {
    if (!o.has(key)) continue
    if (!['0', '1'].includes(o.get(key)!)) return { ok: false, problem: `--${key} must be 1 or 0.` }
    f[key] = o.get(key) === '1'
  }
  if (o.has('sort')) {
    const sort = whole(o.get('sort')!, 0, 100000)
    if (sort === null) return { ok: false, problem: '--sort must be a whole number from 0 to 100000.' }
    f.sort = sort
  }
  return { ok: true, value: f }
}

function expertLine(e: ExpertRecord): string {
  const flags = [e.visible ? 'shown' : 'hidden', e.accepting ? 'accepting' : 'not accepting'].join(', ')
  return [
    `${String(e.id).padStart(4)}  ${e.name}  ${e.title}  ${e.years} years  (${flags}; sort ${e.sort})`,
    `      specialities: ${e.specialities.join('、')}`,
    `      availability: ${e.availability}`,
    `      bio: ${e.bio}`,
  ].join('\n')
}

async function runExperts(db: Kysely<Database>, args: string[], clock: Clock): Promise<Run> {
  const [action, ...rest] = args
  const experts = new KyselyExpertRepo(db)
  if (action === 'list') {
    const all = await experts.all()
    return { exitCode: 0, output: all.length === 0 ? 'No experts yet ("expert add" lists one).' : `${all.length} experts:\n${all.map(expertLine).join('\n')}` }
  }
  if (action === 'add') {
    const options = optionsOf(rest, EXPERT_OPTIONS)
    if (!options.ok) return usage(options.problem)
    const fields = expertFields(options.value)
    if (!fields.ok) return usage(fields.problem)
    const missing = (['name', 'title', 'years', 'specialities', 'bio', 'availability'] as const).filter((k) => fields.value[k] === undefined)
    if (missing.length > 0) return usage(`expert add needs ${missing.map((k) => `--${k}`).join(', ')}.`)
    const added = await experts.add(
      { accepting: true, visible: true, sort: 0, ...(fields.value as Omit<ExpertFields, 'accepting' | 'visible' | 'sort'>) },
      clock.now(),
    )
    return { exitCode: 0, output: `Added expert:\n${expertLine(added)}` }
  }
  if (action === 'set') {
    const id = whole(rest[0] ?? '', 1, Number.MAX_SAFE_INTEGER)
    if (id === null) return usage('expert set needs the ID that "expert list" shows.')
    const options = optionsOf(rest.slice(1), EXPERT_OPTIONS)
    if (!options.ok) return usage(options.problem)
    const fields = expertFields(options.value)
    if (!fields.ok) return usage(fields.problem)
    if (Object.keys(fields.value).length === 0) return usage('expert set needs at least one option to change.')
    const changed = await experts.update(id, fields.value, clock.now())
    return changed
      ? { exitCode: 0, output: `Changed expert:\n${expertLine(changed)}` }
      : { exitCode: 1, output: `There is no expert ${id} ("expert list" shows them).` }
  }
  return usage(`expert takes list, add or set.`)
}

const PERIOD_WORDS = { morning: '上午', afternoon: '下午', evening: '晚上' } as const
/** YYYY-MM-DD HH:mm in Beijing time, as the families booked. */
const beijingTime = (ms: number) => beijingDateTime(ms).slice(0, 16)

function bookingLines(b: ConsultationRecord, experts: readonly ExpertRecord[]): string {
  const expert = b.expertId === null ? 'any expert' : (experts.find((e) => e.id === b.expertId)?.name ?? `expert ${b.expertId}`)
  return [
    `${String(b.id).padStart(5)}  ${b.status.padEnd(9)} booked ${beijingTime(b.createdAt)}  wants ${b.preferredDate} ${PERIOD_WORDS[b.preferredPeriod]}  ${expert}`,
    `       ${b.contactName}  ${b.phone}  (user ${b.userId})`,
    `       Q: ${b.question.replace(/\s+/g, ' ')}`,
    ...(b.note ? [`       note: ${b.note}`] : []),
  ].join('\n')
}

async function runConsultations(db: Kysely<Database>, args: string[], clock: Clock): Promise<Run> {
  const [action, ...rest] = args
  const repo = new KyselyConsultationRepo(db)
  if (action === 'list') {
    const options = optionsOf(rest, ['status', 'limit'])
    if (!options.ok) return usage(options.problem)
    const status = options.value.get('status')
    if (status !== undefined && !ConsultStatus.safeParse(status).success) return usage(`--status must be one of ${ConsultStatus.options.join(', ')}.`)
    const limit = whole(options.value.get('limit') ?? '50', 1, 1000)
    if (limit === null) return usage('--limit must be a whole number from 1 to 1000.')
    const [rows, experts] = await Promise.all([repo.list({ status: status as ConsultStatus | undefined, limit }), new KyselyExpertRepo(db).all()])
    if (rows.length === 0) return { exitCode: 0, output: status ? `No ${status} bookings.` : 'No bookings yet.' }
    return { exitCode: 0, output: `${rows.length} bookings, newest first:\n${rows.map((b) => bookingLines(b, experts)).join('\n')}` }
  }
  if (action === 'set') {
    const id = whole(rest[0] ?? '', 1, Number.MAX_SAFE_INTEGER)
    if (id === null) return usage('consult set needs the ID that "consult list" shows.')
    const options = optionsOf(rest.slice(1), ['status', 'note'])
    if (!options.ok) return usage(options.problem)
    const to = ConsultStatus.safeParse(options.value.get('status'))
    if (!to.success || to.data === 'submitted') return usage('consult set needs --status contacted, done or cancelled.')
    const result = await setConsultationStatus({ repos: { consultations: repo }, clock }, { id, to: to.data, note: options.value.get('note') })
    if (!result.ok) return { exitCode: 1, output: result.problem }
    return { exitCode: 0, output: `Booking ${id} is now ${result.booking.status}.\n${bookingLines(result.booking, await new KyselyExpertRepo(db).all())}` }
  }
  return usage('consult takes list or set.')
}

const KIND_WORDS = { school: '学校', institution: '教育机构', media: '媒体', enterprise: '企业', other: '其他' } as const

async function runCooperations(db: Kysely<Database>, args: string[]): Promise<Run> {
  const [action, ...rest] = args
  if (action !== 'list') return usage('coop takes list.')
  const options = optionsOf(rest, ['limit'])
  if (!options.ok) return usage(options.problem)
  const limit = whole(options.value.get('limit') ?? '50', 1, 1000)
  if (limit === null) return usage('--limit must be a whole number from 1 to 1000.')
  const rows = await new KyselyCooperationRepo(db).list(limit)
  if (rows.length === 0) return { exitCode: 0, output: 'No cooperation requests.' }
  const lines = rows.map((r) =>
    [
      `${String(r.id).padStart(5)}  ${beijingTime(r.createdAt)}  ${KIND_WORDS[r.kind]}  ${r.organisation}（${r.city}）`,
      `       ${r.contactName}  ${r.phone}`,
      ...(r.message ? [`       ${r.message.replace(/\s+/g, ' ')}`] : []),
    ].join('\n'),
  )
  return { exitCode: 0, output: `${rows.length} cooperation requests, newest first:\n${lines.join('\n')}` }
}

/** expert …, consult …, coop …; null when the command is none of these (runAdmin tries the others). */
export async function runConsultAdmin(db: Kysely<Database>, argv: string[], clock: Clock): Promise<Run | null> {
  const [command, ...args] = argv
  if (command === 'expert') return runExperts(db, args, clock)
  if (command === 'consult') return runConsultations(db, args, clock)
  if (command === 'coop') return runCooperations(db, args)
  return null
}
