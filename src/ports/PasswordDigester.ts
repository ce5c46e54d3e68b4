/** Turns a typed password into what travels on the wire (spec §5: md5 of password + a fixed salt). */
export interface PasswordDigester {
  digest(password: string): string
}
export const PasswordDigester = Symbol('PasswordDigester')
