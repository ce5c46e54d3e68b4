import type { HttpApi } from '@/ports/HttpApi'
import { countBands, type BandTally } from '../domain/admission/countBands'
import { landingOf, type Landing } from '../domain/admission/landing'
import type { Result } from '../result'
import { loadVolunteers } from '../volunteer/loadVolunteers'
import type { PaidFailure } from '../volunteer/attemptPaid'

/** The list as the home page sums it up: rows per band and where the student lands. */
export interface ListStatus {
  counts: BandTally
  /** From each row's exact P(filed here) for its place, as the list page shows it; null when no row has one (二段, no rank). */
  landing: Landing | null
  rows: number
}

/**
 * The student's 志愿表 summed up with the very rules the list page uses (countBands, landingOf over each row's
 * `filed` from the server's exact list computation), so home and the list never disagree.
 */
export async function loadListStatus(deps: { api: HttpApi }): Promise<Result<ListStatus, PaidFailure>> {
  const r = await loadVolunteers(deps)
  if (!r.ok) return r
  const rows = r.value
  // The list page's condition: every row with a probability has its P(filed), and at least one has.
  const known = rows.every((x) => x.filed !== null || x.probability === null) && rows.some((x) => x.filed !== null)
  return {
    ok: true,
    value: {
      counts: countBands(rows),
      landing: known
        ? landingOf(
            rows.map((x) => x.filed ?? 0),
            rows,
          )
        : null,
      rows: rows.length,
    },
  }
}
