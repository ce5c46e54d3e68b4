import { BAND_THRESHOLDS } from './admitProbability'
import type { Coded } from './listTypes'
import { chanceText } from './chanceText'
import type { ListWants } from './listWants'
import type { PlanIndex } from './planIndex'
import { isFallback } from './programmeUtility'
import { SCHOOL_TIERS } from './schoolStanding'
import type { Segment, StudentView } from './studentView'

/** 软科 ranks shown as a reason (beyond it a rank says little to a family). */
const SHOWN_RANK = 300

/** Points above the student's total from which a programme's past 一段 cutoff is called far out of reach in 二段. */
export const FAR_ABOVE_POINTS = 30

/** A programme's highest 一段 cutoff score of the last three years is far above the student's total (unknown: no). */
export const isFarAbove = (pastScore: number, total: number | null | undefined): boolean => typeof total === 'number' && pastScore >= total + FAR_ABOVE_POINTS

/** 为什么推荐: the facts behind a row's place in the list, most decisive first. */
export function rowReasons(index: PlanIndex, view: StudentView, i: number, wants: ListWants, segment: Segment, total?: number | null): Coded[] {
  const out: Coded[] = []
  // A 一段 专科 row is there for one reason before any other: a place in 一段 when every 本科 row above missed.
  if (segment === '一段' && index.undergraduate[i] === 0) out.push({ code: 'vocational', params: {} })
  // A 本科 programme left over from 一段 that took far higher scores there: its 二段 places are likely to go the same way.
  const past = index.pastScore[i]
  if (segment === '二段' && isFarAbove(past, total)) out.push({ code: 'farAbove', params: { score: past, total: total!, year: index.lastCutoffYear } })
  const match = view.match[i]
  if (match > 0) {
    const mask = view.targetMask[i]
    const t = wants.targets.findIndex((_, k) => (mask & (1 << k)) !== 0)
    if (t >= 0) out.push({ code: match >= 1 ? 'targetMajor' : 'targetIncluded', params: { name: wants.targets[t].name } })
  } else if (isFallback(match, wants.priority, view.hasTargets)) out.push({ code: 'fallback', params: {} })
  // The market's own price is what the 一段 list ranks by: say it where it is known.
  // (An unfilled one's "cutoff" is the line's rank: say that it did not fill instead.)
  if (segment === '一段' && index.unfilledLastYear[i]) out.push({ code: 'marketUnfilled', params: { year: index.lastCutoffYear } })
  else if (segment === '一段' && index.lastRank[i] > 0)
    out.push({ code: 'market', params: { year: index.lastCutoffYear, rank: Math.round(index.lastRank[i]) } })
  out.push(index.branch[i] ? { code: 'branchCampus', params: {} } : { code: `tier.${SCHOOL_TIERS[index.tier[i]]}`, params: {} })
  const rank = index.ruankeRank[i]
  if (rank > 0 && rank <= SHOWN_RANK) out.push({ code: 'ruanke', params: { rank } })
  if (view.placeWanted[i]) {
    const c = index.candidates[i]
    const byCity = wants.cities.length > 0 && wants.cities.some((w) => c.city.includes(w.replace(/市$/, '')))
    out.push(byCity ? { code: 'city', params: { name: c.city } } : { code: 'province', params: { name: c.province } })
  }
  if (segment === '二段') {
    if (index.unfilledLastYear[i]) out.push({ code: 'unfilledLastYear', params: { year: index.lastCutoffYear } })
    out.push({ code: 'noHistory', params: {} })
  } else if (view.probability[i] >= BAND_THRESHOLDS.bao) out.push({ code: 'safety', params: { p: chanceText(view.probability[i]) } })
  return out
}
