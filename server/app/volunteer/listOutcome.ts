import type { ListOutcomeNumbers } from '@/core/domain/admission/buildList'
import { landingOf, type LandingRow } from '@/core/domain/admission/landing'
import type { ListOutcome } from '@/ports/api/plan'

/** The landing distribution of an exact list outcome (P(滑档) from the computation itself, not 1 − Σ filed). */
export function listOutcome(o: ListOutcomeNumbers, rows: readonly LandingRow[]): ListOutcome {
  return { ...landingOf(o.filed, rows, o.expectedUtility), slip: o.slip }
}
