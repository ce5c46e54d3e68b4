import type { CaptchaRecord, CaptchaRepo } from '../../ports/CaptchaRepo'

export class InMemoryCaptchaRepo implements CaptchaRepo {
  private readonly rows = new Map<string, CaptchaRecord>()

  async put(captcha: CaptchaRecord): Promise<void> {
    this.rows.set(captcha.uuid, { ...captcha })
  }

  async take(uuid: string): Promise<CaptchaRecord | null> {
    const found = this.rows.get(uuid)
    this.rows.delete(uuid)
    return found ?? null
  }
}
