import type { ErrorReport, ErrorReportRepo, StoredErrorReport } from '../../ports/ErrorReportRepo'

export class InMemoryErrorReportRepo implements ErrorReportRepo {
  private rows = new Map<string, StoredErrorReport>()

  async record(report: ErrorReport, fingerprint: string): Promise<void> {
    const found = this.rows.get(fingerprint)
    this.rows.delete(fingerprint)
    this.rows.set(
      fingerprint,
      found ? { ...found, count: found.count + 1, lastAt: report.createdAt, userId: report.userId } : { ...report, count: 1, lastAt: report.createdAt },
    )
  }

  async recent(limit: number): Promise<StoredErrorReport[]> {
    return [...this.rows.values()]
      .reverse()
      .slice(0, limit)
      .map((row) => ({ ...row }))
  }

  async pruneBefore(at: number): Promise<number> {
    const before = this.rows.size
    this.rows = new Map([...this.rows].filter(([, row]) => row.lastAt >= at))
    return before - this.rows.size
  }
}
