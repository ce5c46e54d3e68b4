import type { ErrorReport, ErrorReportRepo } from '../../ports/ErrorReportRepo'

export class InMemoryErrorReportRepo implements ErrorReportRepo {
  private readonly rows: ErrorReport[] = []

  async add(report: ErrorReport): Promise<void> {
    this.rows.push({ ...report })
  }

  async recent(limit: number): Promise<ErrorReport[]> {
    return this.rows
      .slice(-limit)
      .reverse()
      .map((row) => ({ ...row }))
  }
}
