/**
 * Unpredictable values, drawn by the web app (the captcha uuid, generated client-side) and by the
 * server and demo mode (session tokens, 6-digit SMS codes, invite codes). One port, one WebCrypto adapter.
 */
export interface Ids {
  /** A random RFC 4122 uuid. */
  uuid(): string
  /** At least 128 bits of randomness, hex or base64url. */
  token(): string
  /** Exactly six decimal digits. */
  smsCode(): string
  /** Short code a student shares to invite others. */
  inviteCode(): string
}
export const Ids = Symbol('Ids')
