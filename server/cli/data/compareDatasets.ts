import { compareRows, type RowComparison } from '../../../src/core/domain/officialTable/compareRows'
import { refusesLoss } from '../../../src/core/domain/officialTable/refusesLoss'
import { PLANS, RANK, TOUDANG, toCells, type TableDef } from './datasetTables'
import type { Dataset } from './datasetTypes'
import { KIND_LABEL, type Kind } from './columns'

/** One table-year that differs between two datasets. */
export interface YearChange {
  kind: Kind
  year: number
  comparison: RowComparison
  /** It loses more than 5 % of its rows or schools (refused without --replace-year). */
  loses: boolean
}

type Tables = Pick<Dataset, 'toudang' | 'rank' | 'plans'>

function byYear<T extends { year: number }>(rows: readonly T[]): Map<number, T[]> {
  const m = new Map<number, T[]>()
  for (const r of rows) {
    const list = m.get(r.year)
    if (list) list.push(r)
    else m.set(r.year, [r])
  }
  return m
}

/** The same row objects in the same order (a row object is never edited in place once read). */
const sameRows = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((r, i) => r === b[i])

function compareTable<T extends { year: number }>(kind: Kind, def: TableDef<T>, before: readonly T[], after: readonly T[], key: (r: T) => string, group: (r: T) => string): YearChange[] {
  const [old, fresh] = [byYear(before), byYear(after)]
  const years = [...new Set([...old.keys(), ...fresh.keys()])].sort()
  const out: YearChange[] = []
  for (const year of years) {
    const [was, is] = [old.get(year) ?? [], fresh.get(year) ?? []]
    // An import keeps the rows of the years it does not touch as they were read: nothing to compare there.
    if (sameRows(was, is)) continue
    const comparison = compareRows(was, is, key, (r) => toCells(def, r).join('\u0001'), group)
    const { added, removed, changed } = comparison.rows
    if (added + removed + changed > 0) out.push({ kind, year, comparison, loses: refusesLoss(comparison) })
  }
  return out
}

/**
 * The table-years whose rows differ (投档线 and plans by 院校代号 + 专业代号, grouped by school; 一分一段 by
 * score, the year's table as one group): what an import or a rollback changes, printed before it is done.
 */
export function compareDatasets(before: Tables, after: Tables): YearChange[] {
  const programme = (r: { schoolCode: string; majorCode: string }) => `${r.schoolCode}-${r.majorCode}`
  const school = (r: { schoolCode: string }) => r.schoolCode
  return [
    ...compareTable('toudang', TOUDANG, before.toudang, after.toudang, programme, school),
    ...compareTable('rank', RANK, before.rank, after.rank, (r) => String(r.score), () => '一分一段'),
    ...compareTable('plan', PLANS, before.plans, after.plans, programme, school),
  ]
}

const n = (x: number) => x.toLocaleString('en-US')
const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${((part * 100) / whole).toFixed(1)}%`)

/** The comparison as the operator reads it, one table-year a line (schools named, the first 10). */
export function formatChanges(changes: readonly YearChange[], schoolName: (code: string) => string): string[] {
  if (changes.length === 0) return ['  没有行变化']
  const lines: string[] = []
  const names = (codes: string[]) => `${codes.slice(0, 10).map((c) => `${c} ${schoolName(c)}`.trim()).join('、')}${codes.length > 10 ? ` 等 ${n(codes.length)} 所` : ''}`
  for (const { kind, year, comparison: c } of changes) {
    const rows = `行 ${n(c.rows.before)} → ${n(c.rows.after)}（新增 ${n(c.rows.added)}，删除 ${n(c.rows.removed)}${c.rows.removed ? `（${percent(c.rows.removed, c.rows.before)}）` : ''}，变化 ${n(c.rows.changed)}）`
    const g = c.groups
    const schools = kind === 'rank' ? '' : `；院校 ${n(g.before)} → ${n(g.after)}（新增 ${n(g.added)}，删除 ${n(g.removed)}${g.removed ? `（${percent(g.removed, g.before)}）` : ''}，变化 ${n(g.changed)}）`
    lines.push(`  ${KIND_LABEL[kind]} ${year}: ${rows}${schools}`)
    if (kind !== 'rank') {
      if (g.addedKeys.length) lines.push(`    新增的院校: ${names(g.addedKeys)}`)
      if (g.removedKeys.length) lines.push(`    删除的院校: ${names(g.removedKeys)}`)
    }
  }
  return lines
}
