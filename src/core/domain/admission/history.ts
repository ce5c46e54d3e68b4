import { estimateCohortSizes, type CohortSizes } from './cohort'

/** One year's 投档 outcome of a programme. `atLine`: it did not fill and was filed at the segment line. */
export interface CutoffObservation {
  year: number
  rank: number
  score: number | null
  plan: number | null
  atLine: boolean
}

/** A programme's cutoffs over the years. Identity = 院校代号 + normalized major name (+ #n for a name offered twice). */
export interface ProgrammeHistory {
  key: string
  schoolCode: string
  majorKey: string
  majorName: string
  rows: CutoffObservation[]
}

/** The subset of a 投档线 row the model reads (the dataset's ToudangRow fits it). */
export interface CutoffRow {
  year: number
  schoolCode: string
  majorCode: string
  majorName: string
  majorKey: string
  plan: number | null
  minScore: number | null
  minRank: number | null
}

export interface ScoreRankPoint {
  year: number
  score: number
  rank: number
}

export interface ModelData {
  histories: Map<string, ProgrammeHistory>
  /** School code → its programmes, for borrowing. */
  bySchool: Map<string, ProgrammeHistory[]>
  cohort: CohortSizes
  lineRanks: Map<number, number>
  years: number[]
}

export const programmeKey = (schoolCode: string, majorKey: string, occurrence = 0): string =>
  occurrence === 0 ? `${schoolCode}|${majorKey}` : `${schoolCode}|${majorKey}#${occurrence}`

/**
 * Line rank per year: from the 一分一段 table where the line score is listed, else the largest rank
 * published in that year's 投档线 table (programmes filed at the line carry the line's rank).
 */
export function lineRanksOf(rows: readonly CutoffRow[], batchLines: readonly { year: number; batch: string; rank: number | null }[]): Map<number, number> {
  const out = new Map<number, number>()
  for (const r of rows) if (r.minRank !== null && r.minRank > (out.get(r.year) ?? 0)) out.set(r.year, r.minRank)
  for (const b of batchLines) if (b.batch === '一段' && b.rank) out.set(b.year, b.rank)
  return out
}

/**
 * Builds histories, line ranks and cohort sizes from the 投档线 rows, the 一分一段 rows and the batch lines.
 * A row without a rank did not fill: its cutoff is the line's rank (anyone in the segment who applied got in).
 */
export function buildModelData(
  rows: readonly CutoffRow[],
  rankRows: readonly ScoreRankPoint[],
  batchLines: readonly { year: number; batch: string; rank: number | null }[],
  segmentReformYear = 2021,
): ModelData {
  const lineRanks = lineRanksOf(rows, batchLines)
  const tableTotals = new Map<number, number>()
  for (const r of rankRows) if (r.rank > (tableTotals.get(r.year) ?? 0)) tableTotals.set(r.year, r.rank)
  const cohort = estimateCohortSizes({ lineRanks, tableTotals, segmentReformYear })
  const histories = new Map<string, ProgrammeHistory>()
  const sorted = [...rows].sort((a, b) => a.year - b.year || a.schoolCode.localeCompare(b.schoolCode) || a.majorCode.localeCompare(b.majorCode))
  const seen = new Map<string, number>()
  for (const r of sorted) {
    const base = `${r.year}|${r.schoolCode}|${r.majorKey}`
    const occurrence = seen.get(base) ?? 0
    seen.set(base, occurrence + 1)
    const rank = r.minRank ?? lineRanks.get(r.year)
    if (!rank) continue
    const key = programmeKey(r.schoolCode, r.majorKey, occurrence)
    let h = histories.get(key)
    if (!h) {
      h = { key, schoolCode: r.schoolCode, majorKey: r.majorKey, majorName: r.majorName, rows: [] }
      histories.set(key, h)
    }
    h.majorName = r.majorName
    h.rows.push({ year: r.year, rank, score: r.minScore, plan: r.plan, atLine: r.minRank === null })
  }
  const bySchool = new Map<string, ProgrammeHistory[]>()
  for (const h of histories.values()) {
    const list = bySchool.get(h.schoolCode) ?? []
    list.push(h)
    bySchool.set(h.schoolCode, list)
  }
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b)
  return { histories, bySchool, cohort, lineRanks, years }
}
