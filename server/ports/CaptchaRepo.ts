export interface CaptchaRecord {
  uuid: string
  answerHash: string
  expiresAt: number
}

export interface CaptchaRepo {
  /** Replaces any earlier captcha under the same uuid (the picture was refreshed). */
  put(captcha: CaptchaRecord): Promise<void>
  /** Removes and returns the captcha: each one can be checked once. */
  take(uuid: string): Promise<CaptchaRecord | null>
}
