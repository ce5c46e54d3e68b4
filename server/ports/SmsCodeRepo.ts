export interface SmsCodeRecord {
  phone: string
  codeHash: string
  expiresAt: number
  createdAt: number
}

export interface SmsCodeRepo {
  add(code: SmsCodeRecord): Promise<void>
  /** Creation time of the newest code sent to the phone, or null. */
  lastSentAt(phone: string): Promise<number | null>
  countSentSince(phone: string, since: number): Promise<number>
  /**
   * One try at the phone's live codes (unused, unexpired, tried fewer than `maxTries` times): every live code
   * counts the try, then the one with this hash, if any, is spent. A code tried `maxTries` times is dead, whoever
   * tried it, so guessing gets `maxTries` chances in a million per code sent. False when nothing was spent.
   */
  consume(phone: string, codeHash: string, now: number, maxTries: number): Promise<boolean>
}
