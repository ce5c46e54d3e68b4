import type { Band } from './admitProbability'
import { MAX_VOLUNTEERS } from './listTypes'

/** How many rows of a list stand in each band (unknown: no prediction), out of how many, and the most allowed. */
export interface BandTally {
  chong: number
  wen: number
  bao: number
  no: number
  unknown: number
  total: number
  max: number
}

/** The band counts the list's summary shows; the server's getCount, join/ai and check answer the same. */
export function countBands(rows: readonly { band: Band | null }[]): BandTally {
  const tally: BandTally = { chong: 0, wen: 0, bao: 0, no: 0, unknown: 0, total: rows.length, max: MAX_VOLUNTEERS }
  for (const row of rows) tally[row.band ?? 'unknown'] += 1
  return tally
}
