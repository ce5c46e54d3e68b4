import { CompiledQuery, PostgresAdapter, sql, type Kysely } from 'kysely'
import { readDataset, readManifest } from '../../cli/data/readDataset'
import { REFERENCE_TABLES, type ReferenceDatabase } from './referenceSchema'
import type { Database } from './schema'

const CHUNK = 400
/** Rows per statement on PostgreSQL, sent as one JSON parameter. */
const JSON_CHUNK = 5000
/** The advisory lock that lets one server at a time load the dataset: "ref" in ASCII. */
const LOAD_LOCK = 0x726566

/**
 * Loads a dataset folder (the release's data/ or an imported version) into the reference tables when the
 * database's recorded version differs from its manifest.json: one transaction, batched inserts, user tables untouched.
 * Returns whether it (re)loaded.
 */
export async function loadReferenceData(
  db: Kysely<Database>,
  dataDir: string,
  opts: { force?: boolean; origin?: string } = {},
): Promise<{ loaded: boolean; version: string }> {
  const { version } = readManifest(dataDir)
  const current = await db.selectFrom('ref_meta').select('value').where('key', '=', 'version').executeTakeFirst()
  if (!opts.force && current?.value === version) return { loaded: false, version }
  const ds = readDataset(dataDir)
  const b = (v: boolean) => (v ? 1 : 0)
  const loaded = await db.transaction().execute(async (tx) => {
    // Several servers starting together on one PostgreSQL: one loads, the others wait here and then find
    // the version loaded. (An SQLite file serves one server process; see docs/OPERATIONS.md, Deployment.)
    const onPostgres = tx.getExecutor().adapter instanceof PostgresAdapter
    if (onPostgres) await sql`select pg_advisory_xact_lock(${LOAD_LOCK})`.execute(tx)
    const now = await tx.selectFrom('ref_meta').select('value').where('key', '=', 'version').executeTakeFirst()
    if (!opts.force && now?.value === version) return false
    for (const t of REFERENCE_TABLES) await tx.deleteFrom(t).execute()
    const insert = async <T extends keyof ReferenceDatabase>(table: T, rows: ReferenceDatabase[T][]) =>
      onPostgres ? insertAsJson(tx, table, rows) : insertInChunks(tx, table, rows)
    await insert(
      'ref_schools',
      ds.schools.map((s) => ({
        code: s.code,
        moe_code: s.moeCode || null,
        name: s.name,
        province: s.province || null,
        city: s.city || null,
        level: s.level || null,
        nature: s.nature || null,
        affiliation: s.affiliation || null,
        is985: b(s.is985),
        is211: b(s.is211),
        c9: b(s.isC9),
        double_first: s.doubleFirst || null,
        ruanke_rank: s.ruankeRank,
        website: s.website || null,
        pinyin: s.pinyin,
        initials: s.initials,
        aliases: s.aliases.join('|'),
      })),
    )
    await insert(
      'ref_toudang',
      ds.toudang.map((r) => ({
        ...programmeColumns(r),
        min_score: r.minScore,
        min_rank: r.minRank,
      })),
    )
    await insert(
      'ref_plans',
      ds.plans.map((r) => ({
        ...programmeColumns(r),
        requirement: r.requirement,
        rule: r.rule,
        tuition: r.tuition,
        length: r.length,
        city: r.city,
        sino_foreign: b(r.sinoForeign),
        teacher: b(r.teacher),
        directed: b(r.directed),
        medical: b(r.medical),
        note: r.note,
      })),
    )
    await insert(
      'ref_score_rank',
      ds.rank.map((r) => ({ year: r.year, score: r.score, count: r.count, rank: r.rank, at_or_above: b(r.atOrAbove) })),
    )
    await insert(
      'ref_majors',
      ds.majors.map((m) => ({
        code: m.code,
        name: m.name,
        discipline_code: m.disciplineCode,
        discipline: m.discipline,
        class_code: m.classCode,
        class_name: m.className,
      })),
    )
    await insert(
      'ref_batch_lines',
      ds.batchLines.map((l) => ({ year: l.year, batch: l.batch, score: l.score, rank: l.rank })),
    )
    await insert(
      'ref_regions',
      ds.regions.map((r) => ({ code: r.code, name: r.name, parent: r.parent, level: r.level })),
    )
    await tx.deleteFrom('ref_meta').where('key', 'in', ['version', 'origin']).execute()
    await tx.insertInto('ref_meta').values({ key: 'version', value: version }).execute()
    // Where the version came from (`shipped` or an imported version's id): a server serving the release's
    // data/ does not load it over an import another server's DATA_DIR made (see loadServedDataset).
    await tx
      .insertInto('ref_meta')
      .values({ key: 'origin', value: opts.origin ?? 'shipped' })
      .execute()
    return true
  })
  return { loaded, version }
}

/**
 * PostgreSQL's bulk path: each chunk of rows travels as one JSON parameter that the database expands into rows
 * itself, instead of a statement of thousands of values that Kysely builds and compiles and the driver sends as
 * thousands of parameters, which took longer on the shipped dataset.
 */
async function insertAsJson<T extends keyof ReferenceDatabase>(tx: Kysely<Database>, table: T, rows: ReferenceDatabase[T][]): Promise<void> {
  if (rows.length === 0) return
  const columns = sql.join(Object.keys(rows[0] as object).map((column) => sql.ref(column)))
  for (let i = 0; i < rows.length; i += JSON_CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + JSON_CHUNK))
    await sql`insert into ${sql.table(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(tx)
  }
}

/**
 * SQLite's bulk path: chunks of rows as multi-row inserts whose text is written here once per table and chunk size
 * (so the driver prepares it once), their values passed as parameters. Built by Kysely's query builder, each chunk's
 * values were parsed and compiled anew.
 */
async function insertInChunks<T extends keyof ReferenceDatabase>(tx: Kysely<Database>, table: T, rows: ReferenceDatabase[T][]): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0])
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const text = (size: number) => head + Array(size).fill(tuple).join(', ')
  const full = text(CHUNK)
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK) as unknown as Record<string, unknown>[]
    const parameters = chunk.flatMap((row) => columns.map((c) => row[c] ?? null))
    await tx.executeQuery(CompiledQuery.raw(chunk.length === CHUNK ? full : text(chunk.length), parameters))
  }
}

/** The columns a 投档线 row and a plan row share: the year's programme at its school and its size. */
function programmeColumns(r: { year: number; schoolCode: string; majorCode: string; majorName: string; majorKey: string; plan: number | null }) {
  return { year: r.year, school_code: r.schoolCode, major_code: r.majorCode, major_name: r.majorName, major_key: r.majorKey, plan: r.plan }
}
