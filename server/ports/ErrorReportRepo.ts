export interface ErrorReport {
  apiName: string
  content: string
  param: string
  userId: number | null
  createdAt: number
}

export interface ErrorReportRepo {
  add(report: ErrorReport): Promise<void>
  recent(limit: number): Promise<ErrorReport[]>
}
