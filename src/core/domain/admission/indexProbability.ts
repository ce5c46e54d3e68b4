import { rankToZ } from './cohort'
import { probabilityAt, type PlanIndex } from './planIndex'

/** P(admit) of programme i for a student of this rank, from the index's shared table; null without a prediction. */
export function indexProbability(index: PlanIndex, i: number, rank: number): number | null {
  if (index.invScale[i] === 0) return null
  return probabilityAt(index, i, (rankToZ(rank, index.cohortSize) - index.mean[i]) * index.invScale[i])
}
