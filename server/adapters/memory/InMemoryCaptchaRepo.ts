import type { CaptchaRecord, CaptchaRepo } from '../../ports/CaptchaRepo'

export class InMemoryCaptchaRepo implements CaptchaRepo {
  private readonly rows = new Map<string, CaptchaRecord>()

  async put(captcha: CaptchaRecord): Promise<void> {
    this.rows.delete(captcha.uuid)
    this.rows.set(captcha.uuid, { ...captcha })
  }

  async take(uuid: string): Promise<CaptchaRecord | null> {
    const found = this.rows.get(uuid)
    this.rows.delete(uuid)
    return found ?? null
  }

  async deleteExpired(now: number): Promise<number> {
    let gone = 0
    for (const [uuid, row] of this.rows)
      if (row.expiresAt <= now) {
        this.rows.delete(uuid)
        gone++
      }
    return gone
  }

  async trimForIp(ip: string, keep: number): Promise<number> {
    const ofIp = [...this.rows.values()].filter((row) => row.ip === ip).sort((a, b) => b.expiresAt - a.expiresAt)
    for (const row of ofIp.slice(keep)) this.rows.delete(row.uuid)
    return Math.max(0, ofIp.length - keep)
  }
}
