import type { SecurityLog, SecurityLogEntry, SecurityLogFilter } from '../../ports/SecurityLog'

export class InMemorySecurityLog implements SecurityLog {
  private rows: SecurityLogEntry[] = []

  async append(entry: SecurityLogEntry): Promise<void> {
    this.rows.push({ ...entry })
  }

  async read(filter: SecurityLogFilter): Promise<SecurityLogEntry[]> {
    return this.rows
      .filter((row) => (filter.phone === undefined || row.phone === filter.phone) && (filter.since === undefined || row.at >= filter.since))
      .reverse()
      .slice(0, filter.limit ?? Infinity)
      .map((row) => ({ ...row }))
  }

  async pruneBefore(before: number): Promise<number> {
    const kept = this.rows.filter((row) => row.at >= before)
    const pruned = this.rows.length - kept.length
    this.rows = kept
    return pruned
  }
}
