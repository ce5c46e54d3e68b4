export interface ErrorReport {
  apiName: string
  content: string
  param: string
  userId: number | null
  createdAt: number
}

export interface StoredErrorReport extends ErrorReport {
  /** How many times this same report came (the first and the repeats). */
  count: number
  lastAt: number
}

export interface ErrorReportRepo {
  /** Stores the report, or, when one with the same fingerprint is stored, counts it there (newest user and time). */
  record(report: ErrorReport, fingerprint: string): Promise<void>
  /** Newest (by last arrival) first. */
  recent(limit: number): Promise<StoredErrorReport[]>
  /** Deletes the reports last seen before `at`, and all but the `keep` newest; returns how many. */
  prune(before: number, keep: number): Promise<number>
}
