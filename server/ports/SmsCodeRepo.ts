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
  /** Marks one unused, unexpired code with this hash as used; false when there is none. */
  consume(phone: string, codeHash: string, now: number): Promise<boolean>
}
