import type { SmsCodeRecord, SmsCodeRepo } from '../../ports/SmsCodeRepo'

export class InMemorySmsCodeRepo implements SmsCodeRepo {
  private readonly rows: (SmsCodeRecord & { usedAt: number | null })[] = []

  async add(code: SmsCodeRecord): Promise<void> {
    this.rows.push({ ...code, usedAt: null })
  }

  async lastSentAt(phone: string): Promise<number | null> {
    const times = this.rows.filter((row) => row.phone === phone).map((row) => row.createdAt)
    return times.length ? Math.max(...times) : null
  }

  async countSentSince(phone: string, since: number): Promise<number> {
    return this.rows.filter((row) => row.phone === phone && row.createdAt >= since).length
  }

  async consume(phone: string, codeHash: string, now: number): Promise<boolean> {
    const found = this.rows.find((row) => row.phone === phone && row.usedAt === null && row.expiresAt > now && row.codeHash === codeHash)
    if (!found) return false
    found.usedAt = now
    return true
  }
}
