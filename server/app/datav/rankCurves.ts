import type { OutputOf } from '@/ports/api/endpoint'
import type * as datav from '@/ports/api/datav'
import type { ServerDeps } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** Every year's 一分一段 table and the batch lines, for the curves (about 430 rows a year). */
export async function rankCurves(deps: Pick<ServerDeps, 'reference'>): Promise<Outcome<OutputOf<typeof datav.datavRankCurves>>> {
  const ref = deps.reference
  const years = await ref.rankYears()
  const tables = await Promise.all(years.map(async (year) => ({ year, rows: await ref.rankTable(year) })))
  const lines = await ref.batchLines()
  return ok({
    years: tables
      .sort((a, b) => a.year - b.year)
      .map((t) => ({ year: t.year, rows: t.rows.map((r) => ({ score: r.score, count: r.count, rank: r.rank, atOrAbove: r.atOrAbove === true })) })),
    lines: lines.map((l) => ({ year: l.year, batch: l.batch, score: l.score, rank: l.rank })),
  })
}
