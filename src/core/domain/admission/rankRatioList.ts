import { rankRatioBand } from './baselines'
import { MAX_VOLUNTEERS } from './listTypes'
import type { PlanIndex } from './planIndex'
import type { StudentView } from './studentView'

/** The 冲稳保 split of the Zhejiang community's rank-ratio list: 20 冲, 30 稳, 30 保 of 80. */
export const RANK_RATIO_PARTS = { chong: 20, wen: 30, bao: 30 } as const

/**
 * The peers' list, the backtest's yardstick: every eligible programme with a cutoff last year is put in a
 * band by ratio = that cutoff rank / the student's rank (冲 0.65–0.95, 稳 0.95–1.15, 保 above), and each band
 * gives its most sought-after programmes (the smallest cutoff rank; wanted places first), at most
 * `perSchool` of a school; a band short of programmes passes its places on to the next. Rows in 冲, 稳, 保
 * order. Under 专业优先 (`majorFirst`) the bands take wanted majors only, and rows they leave free go to other
 * programmes' 保 at the end, as a planner honouring the wish would do.
 */
export function rankRatioList(index: PlanIndex, view: StudentView, rank: number, majorFirst: boolean, perSchool = 4, parts = RANK_RATIO_PARTS): number[] {
  const perSchoolUsed = new Map<number, number>()
  const rows: number[] = []
  const fillBands = (keep: (i: number) => boolean, quotas: Record<'chong' | 'wen' | 'bao', number>) => {
    const bands = { chong: [] as number[], wen: [] as number[], bao: [] as number[] }
    for (let k = 0; k < view.eligible.length; k++) {
      const i = view.eligible[k]
      const last = index.lastRank[i]
      // The community's list is a 本科 list: 一段 专科 rows are ours alone (buildList's vocational insurance).
      if (!(last > 0) || index.undergraduate[i] !== 1 || !keep(i)) continue
      const band = rankRatioBand(last / rank)
      if (band !== 'no') bands[band].push(i)
    }
    let carry = 0
    for (const band of ['chong', 'wen', 'bao'] as const) {
      const quota = quotas[band] + carry
      const sorted = bands[band].sort((a, b) => view.placeWanted[b] - view.placeWanted[a] || index.lastRank[a] - index.lastRank[b] || a - b)
      let taken = 0
      for (const i of sorted) {
        if (taken >= quota) break
        const s = perSchoolUsed.get(index.school[i]) ?? 0
        if (s >= perSchool) continue
        perSchoolUsed.set(index.school[i], s + 1)
        rows.push(i)
        taken++
      }
      carry = quota - taken
    }
  }
  if (!majorFirst) fillBands(() => true, parts)
  else {
    fillBands((i) => view.targetMask[i] !== 0, parts)
    fillBands((i) => view.targetMask[i] === 0, { chong: 0, wen: 0, bao: MAX_VOLUNTEERS - rows.length })
  }
  return rows
}
