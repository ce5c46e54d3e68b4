import type { CohortFigures } from '@/ports/api/datav'
import type { ListSummary } from '@/core/domain/datav/memberSummary'

/** A student's list as the cohort snapshot reads it: no profile beyond the rank and batch. */
export interface CohortList {
  userId: number
  rank: number | null
  batchId: number | null
  /** planIds in list order. */
  planIds: string[]
}

/** A cohort snapshot: the figures (already aggregated and thinned, see cohortAggregate) of one moment. */
export interface CohortSnapshot {
  /** Beijing day, YYYY-MM-DD. */
  day: string
  takenAt: number
  figures: CohortFigures
}

/** One student's list summary on one day (the day's last reading). */
export interface ListDay {
  day: string
  takenAt: number
  summary: ListSummary
}

/**
 * The data-visualisation pages' history: a cohort snapshot per day (its last one) and each student's
 * list summary per day, recorded from the day this store was created onwards; plus the read of every
 * student's list the cohort figures are computed from.
 */
export interface ListSnapshotRepo {
  /** Every student with at least one row on their list: rank, batch, the list in order. */
  cohortLists(): Promise<CohortList[]>
  /** The newest cohort snapshot, or null before the first. */
  latestCohort(): Promise<CohortSnapshot | null>
  /** Each day's last cohort snapshot, oldest first. */
  cohortDays(): Promise<CohortSnapshot[]>
  /** Stores a cohort snapshot (replacing that day's) and the day's summary of every list it read, at once. */
  saveCohort(snapshot: CohortSnapshot, lists: ReadonlyArray<{ userId: number; summary: ListSummary }>): Promise<void>
  /** Stores (replaces) one student's summary for a day. */
  saveListDay(userId: number, day: ListDay): Promise<void>
  /** One student's days, oldest first. */
  listDays(userId: number): Promise<ListDay[]>
}
