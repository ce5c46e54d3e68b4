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

  async prune(before: number, keep: number): Promise<number> {
    const size = this.rows.size
    const kept = [...this.rows].filter(([, row]) => row.lastAt >= before)
    this.rows = new Map(kept.slice(Math.max(0, kept.length - keep)))
    return size - this.rows.size
  }
}
