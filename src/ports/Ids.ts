/** Client-side random ids, e.g. the captcha uuid (spec §7: generated client-side). */
export interface Ids {
  uuid(): string
}
export const Ids = Symbol('Ids')
