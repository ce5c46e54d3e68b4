/** Unpredictable values: session tokens, 6-digit SMS codes, invite codes. */
export interface Ids {
  /** At least 128 bits of randomness, hex or base64url. */
  token(): string
  /** Exactly six decimal digits. */
  smsCode(): string
  /** Short code a student shares to invite others. */
  inviteCode(): string
}
