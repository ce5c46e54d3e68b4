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
   * Spends the phone's live code (unused, unexpired) with this hash; false when there is none. A wrong code
   * changes nothing: limits on guessing are per address (checkSmsCode), so a stranger cannot kill the owner's code.
   */
  consume(phone: string, codeHash: string, now: number): Promise<boolean>
}
