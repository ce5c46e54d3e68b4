import type { Kind } from './columns'
import type { YearChange } from './compareDatasets'

export interface ChangeCount {
  added: number
  removed: number
  changed: number
}

/** A dataset as the summary names it: the version id under DATA_DIR (or `shipped`, or the --out folder) and its content hash. */
export interface DatasetRef {
  id: string
  dataset: string
}

/**
 * What one data:import or data:rollback did, for the operator's terminal and for the security log: the
 * same object, printed as one JSON line by reportImport.
 */
export interface ImportSummary {
  event: 'data:import' | 'data:rollback'
  /** written: the new version is served; dry-run: compared only; refused: checks or the 5 % rule said no; unchanged: same data. */
  outcome: 'written' | 'dry-run' | 'refused' | 'unchanged'
  /** The imported file's kind and year (null for a rollback, or a rebase of several files). */
  kind: Kind | null
  year: number | null
  /** The file as given on the command line, and its sha256 (null for a rollback). */
  file: string | null
  fileSha256: string | null
  rows: ChangeCount
  schools: ChangeCount
  /** The table-years changed, e.g. `toudang 2025`. */
  years: string[]
  before: DatasetRef
  after: DatasetRef
  dryRun: boolean
  replaceYear: boolean
  /** An incomplete 一分一段 table was let in on purpose (--allow-partial). */
  allowPartial: boolean
  /** DATA_DIR/dataset, or the folder given with --out. */
  target: string
  /** Why it was refused (the first problem), null otherwise. */
  reason: string | null
}

export interface ImportFacts {
  event: ImportSummary['event']
  outcome: ImportSummary['outcome']
  kind?: Kind | null
  year?: number | null
  file?: string | null
  fileSha256?: string | null
  changes: readonly YearChange[]
  before: DatasetRef
  after: DatasetRef
  dryRun?: boolean
  replaceYear?: boolean
  allowPartial?: boolean
  target: string
  reason?: string | null
}

const sum = (changes: readonly YearChange[], pick: (c: YearChange) => ChangeCount): ChangeCount =>
  changes.reduce((t, c) => ({ added: t.added + pick(c).added, removed: t.removed + pick(c).removed, changed: t.changed + pick(c).changed }), { added: 0, removed: 0, changed: 0 })

/**
 * The summary of an import or a rollback: kind, year, file, rows and schools added / removed / changed,
 * the version before → after, dry run or not. The one object the security log records for it.
 */
export function describeImport(facts: ImportFacts): ImportSummary {
  const schoolChanges = facts.changes.filter((c) => c.kind !== 'rank')
  return {
    event: facts.event,
    outcome: facts.outcome,
    kind: facts.kind ?? null,
    year: facts.year ?? null,
    file: facts.file ?? null,
    fileSha256: facts.fileSha256 ?? null,
    rows: sum(facts.changes, (c) => c.comparison.rows),
    schools: sum(schoolChanges, (c) => c.comparison.groups),
    years: facts.changes.map((c) => `${c.kind} ${c.year}`),
    before: facts.before,
    after: facts.after,
    dryRun: facts.dryRun ?? false,
    replaceYear: facts.replaceYear ?? false,
    allowPartial: facts.allowPartial ?? false,
    target: facts.target,
    reason: facts.reason ?? null,
  }
}

/**
 * Where every import and rollback ends, written or not: the summary printed as one line (`摘要 {...}`).
 * endDataCommand then appends it to the security log (recordDataCommand).
 */
export function reportImport(summary: ImportSummary, print: (line: string) => void = console.log): void {
  print(`摘要 ${JSON.stringify(summary)}`)
}
