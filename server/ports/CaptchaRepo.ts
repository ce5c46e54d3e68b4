export interface CaptchaRecord {
  uuid: string
  answerHash: string
  expiresAt: number
  /** The address it was drawn for. */
  ip: string | null
}

export interface CaptchaRepo {
  /** Replaces any earlier captcha under the same uuid (the picture was refreshed). */
  put(captcha: CaptchaRecord): Promise<void>
  /** Removes and returns the captcha: each one can be checked once. */
  take(uuid: string): Promise<CaptchaRecord | null>
  /** Deletes the captchas expired by `now`; returns how many. */
  deleteExpired(now: number): Promise<number>
  /** Keeps the address's `keep` newest open captchas and deletes the rest; returns how many went. */
  trimForIp(ip: string, keep: number): Promise<number>
}
