import { bandOf } from '../admission/admitProbability'
import { outcomeOf } from '../admission/buildList'
import { rankToZ } from '../admission/cohort'
import { landingOf } from '../admission/landing'
import { MAX_VOLUNTEERS } from '../admission/listTypes'
import { probabilityAt, thresholdAt, type PlanIndex } from '../admission/planIndex'
import type { Segment } from '../admission/studentView'
import { countBands, type BandTally } from '../admission/countBands'

/** One student's list as the cohort figures count it: no names, only what the summary needs. */
export interface MemberList {
  /** 位次; null before scores. */
  rank: number | null
  /** Null when the student's batch is not an ordinary 一段 / 二段 one (no probabilities). */
  segment: Segment | null
  /** The list's planIds in order. */
  planIds: readonly string[]
}

/** Where one list stands: its length, band mix and, in 一段 with a rank, P(滑档) and the expected row. */
export interface ListSummary {
  rows: number
  bands: Omit<BandTally, 'total' | 'max'>
  /** P(滑档) of the list in its order; null without a rank, in 二段, or with no row the model forecasts. */
  slip: number | null
  /** The expected 志愿序号 given a filing; null when the list files nowhere or slip is null. */
  expectedRow: number | null
}

/**
 * A list's summary by the rules the result page uses: each row's P(admit) and band from the shared
 * table for the student's rank, and the exact outcome of the order (outcomeOf) for 一段. A programme
 * missing from today's plan counts as unknown and never files. `inFirst` marks the index positions open in 一段.
 */
export function memberSummary(index: PlanIndex, inFirst: Uint8Array, m: MemberList): ListSummary {
  const rows = m.planIds.slice(0, MAX_VOLUNTEERS)
  // Forecasts are of 一段 cutoffs: a 二段 student (or one outside the ordinary batches) is shown no probability.
  const first = m.segment === '一段' && m.rank !== null && m.rank > 0
  const z = first && m.rank !== null ? rankToZ(m.rank, index.cohortSize) : NaN
  const thresholds: number[] = []
  const banded: Array<{ band: ReturnType<typeof bandOf> | null }> = []
  for (const id of rows) {
    const i = index.position.get(id)
    const predicted = i !== undefined && index.invScale[i] !== 0 && first
    const x = predicted ? (z - index.mean[i]) * index.invScale[i] : NaN
    banded.push({ band: predicted ? bandOf(probabilityAt(index, i, x)) : null })
    thresholds.push(predicted && inFirst[i] === 1 ? thresholdAt(index, i, x) : NaN)
  }
  const tally = countBands(banded)
  const bands = { chong: tally.chong, wen: tally.wen, bao: tally.bao, no: tally.no, unknown: tally.unknown }
  if (!first || !thresholds.some((t) => !Number.isNaN(t))) return { rows: rows.length, bands, slip: null, expectedRow: null }
  const out = outcomeOf(index, thresholds, new Float64Array(thresholds.length))
  const landing = landingOf(out.filed, [])
  return { rows: rows.length, bands, slip: out.slip, expectedRow: landing.expectedRow }
}

/** The 一段 membership of every index position, built once for many summaries. */
export function firstSegmentMask(index: PlanIndex): Uint8Array {
  const mask = new Uint8Array(index.size)
  for (const i of index.inSegment['一段']) mask[i] = 1
  return mask
}
