import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { Kysely } from 'kysely'
import { catalogueVersion } from '@/core/domain/sanyi/catalogueVersion'
import { diffCatalogues, isNoChange, type CatalogueDiff } from '@/core/domain/sanyi/catalogueDiff'
import { readSanyiTables, type SanyiTables } from '@/core/domain/sanyi/sanyiTable'
import type { Clock } from '@/ports/Clock'
import { KyselySanyiCatalogue } from '../adapters/db/KyselySanyiCatalogue'
import type { Database } from '../adapters/db/schema'
import { DATA_DIR } from './data/paths'
import { fillPlaces, type SanyiPlace } from './data/sanyiPlaces'
import { formatProblems, readShippedSanyi, writeSanyiFiles } from './data/sanyiFiles'

export const SANYI_USAGE = `三位一体:
  npm run admin -- sanyi show
  npm run admin -- sanyi import formulas.csv majors.csv [--dry-run]
  npm run admin -- sanyi export DIR
  npm run admin -- sanyi reset                      (back to the shipped copy in data/sanyi)
An import checks every row first (errors name file and line; nothing is written on an error), shows which schools
are added, changed and removed, saves the data it replaces under DATA_DIR/sanyi-backups/ and prints the command
that restores it. The file format is the one "sanyi export" writes (data/sanyi/*.csv are examples).`

type Run = { exitCode: 0 | 1 | 2; output: string }

export interface SanyiAdminOptions {
  /** Where an import saves the data it replaces (default DATA_DIR/sanyi-backups, DATA_DIR as the server reads it). */
  backupRoot?: string
  /** The shipped copy (default data/sanyi). */
  shipped?: () => { version: string; tables: SanyiTables } | null
}

/** `npm run admin -- sanyi …`; null when the command is not this area's. */
export async function runSanyiAdmin(db: Kysely<Database>, argv: string[], clock: Clock, options: SanyiAdminOptions = {}): Promise<Run | null> {
  const [area, command, ...args] = argv
  if (area !== 'sanyi') return null
  const shipped = options.shipped ?? (() => readShippedSanyi(DATA_DIR))
  const store = new KyselySanyiCatalogue(db, shipped, () => clock.now())
  // Not strict: export ignores flags, and import answers an unknown one with its own usage.
  const parsed = parseArgs({ args, options: { 'dry-run': { type: 'boolean' } }, strict: false, allowPositionals: true, tokens: true })
  const files = parsed.positionals
  const dryRun = parsed.values['dry-run'] === true
  const otherFlag = parsed.tokens.some((t) => t.kind !== 'positional' && (t.kind !== 'option' || t.name !== 'dry-run' || t.value !== undefined))
  if (command === 'show') return show(await store.catalogue())
  if (command === 'export') {
    if (files.length !== 1) return usage('sanyi export needs one folder.')
    const written = writeSanyiFiles(resolve(files[0]), await store.catalogue())
    return { exitCode: 0, output: `Wrote ${written.formulas} and ${written.majors}.` }
  }
  if (command === 'reset') {
    const copy = shipped()
    if (!copy) return { exitCode: 1, output: 'The shipped copy (data/sanyi) is missing.' }
    return replace(store, copy.tables, clock, { ...options, origin: 'shipped', dryRun: false })
  }
  if (command === 'import') {
    if (files.length !== 2 || otherFlag) return usage('sanyi import needs the formulas file and the majors file (and optionally --dry-run).')
    const missing = files.filter((f) => !existsSync(f))
    if (missing.length) return { exitCode: 2, output: `No such file: ${missing.join(', ')}` }
    const read = readSanyiTables(readFileSync(files[0], 'utf8'), readFileSync(files[1], 'utf8'))
    if (!read.ok)
      return {
        exitCode: 1,
        output: `${read.problems.length} problem(s); nothing was imported.\n${formatProblems(read.problems, { formulas: files[0], majors: files[1] })}`,
      }
    const current = await store.catalogue()
    const tables = fillPlaces(read.value, [placeIn(current), await referencePlaces(db)])
    const isShipped = shipped()?.version === catalogueVersion(tables)
    return replace(store, tables, clock, { ...options, origin: isShipped ? 'shipped' : 'import', dryRun })
  }
  return usage(`Unknown sanyi command "${command ?? ''}".`)
}

const usage = (problem: string): Run => ({ exitCode: 2, output: `${problem}\n\n${SANYI_USAGE}` })

async function replace(
  store: KyselySanyiCatalogue,
  tables: SanyiTables,
  clock: Clock,
  options: SanyiAdminOptions & { origin: 'shipped' | 'import'; dryRun: boolean },
): Promise<Run> {
  const current = await store.catalogue()
  const diff = diffCatalogues(current, tables)
  const version = catalogueVersion(tables)
  const head = `${tables.schools.length} schools, ${tables.majors.length} majors (version ${version}; now ${current.meta.version || 'empty'}).\n${summary(diff)}`
  if (options.dryRun) return { exitCode: 0, output: `${head}\nDry run: nothing was written.` }
  if (isNoChange(diff) && current.meta.version === version) return { exitCode: 0, output: `${head}\nNothing changes; nothing was written.` }
  const backup = join(options.backupRoot ?? join(process.env.DATA_DIR ?? 'var', 'sanyi-backups'), `${stamp(clock.now())}-${current.meta.version || 'empty'}`)
  const saved = current.schools.length ? writeSanyiFiles(resolve(backup), current) : null
  await store.replace(tables, { version, origin: options.origin, loadedAt: clock.now() })
  const undo = saved ? `\nThe replaced data is in ${backup}; to undo: npm run admin -- sanyi import ${saved.formulas} ${saved.majors}` : ''
  return { exitCode: 0, output: `${head}\nImported (${options.origin === 'shipped' ? 'the shipped copy' : 'operator data'}).${undo}` }
}

function summary(diff: CatalogueDiff): string {
  const list = (names: string[]) => (names.length ? `: ${names.join('、')}` : '')
  return [
    `  added ${diff.added.length}${list(diff.added)}`,
    `  removed ${diff.removed.length}${list(diff.removed)}`,
    `  changed ${diff.changed.length}${list(diff.changed.map((c) => `${c.school}（${c.parts.join('、')}）`))}`,
    `  majors: ${diff.majors.added} added, ${diff.majors.removed} removed, ${diff.majors.changed} changed`,
  ].join('\n')
}

function show(data: Awaited<ReturnType<KyselySanyiCatalogue['catalogue']>>): Run {
  const { meta } = data
  const when = meta.loadedAt ? new Date(meta.loadedAt).toISOString() : 'never'
  const lines = data.schools.map((s) => {
    const w = s.formula.weights
    const majors = data.majors.filter((m) => m.school === s.name).length
    return `  ${s.name}  学考${w.xk} 校测${w.test} 高考${w.gaokao}  ${majors} majors${s.unverified ? '  待核实' : ''}  ${s.source.url}`
  })
  return {
    exitCode: 0,
    output: [
      `三位一体: ${data.schools.length} schools, ${data.majors.length} majors; version ${meta.version || '-'} (${meta.origin}, loaded ${when})`,
      ...lines,
    ].join('\n'),
  }
}

/** 2027-03-05T08:09:10Z → 20270305-080910 (UTC), for backup folder names that sort by time. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)

/** A school's place as the loaded catalogue has it (an import without place columns keeps what we knew). */
function placeIn(current: SanyiTables): (name: string) => SanyiPlace | null {
  const byName = new Map(current.schools.map((s) => [s.name, s]))
  return (name) => {
    const s = byName.get(name)
    return s ? { schoolCode: s.schoolCode, province: s.province, city: s.city, nature: s.nature } : null
  }
}

/** A school's place from the reference dataset (name or alias), for schools new to the catalogue. */
async function referencePlaces(db: Kysely<Database>): Promise<(name: string) => SanyiPlace | null> {
  const rows = await db.selectFrom('ref_schools').select(['code', 'name', 'province', 'city', 'nature', 'aliases']).execute()
  const byName = new Map<string, SanyiPlace>()
  for (const r of rows) {
    const place = { schoolCode: r.code, province: r.province, city: r.city, nature: r.nature }
    for (const name of [r.name, ...(r.aliases ?? '').split('|')]) if (name && !byName.has(name)) byName.set(name, place)
  }
  return (name) => byName.get(name) ?? null
}
