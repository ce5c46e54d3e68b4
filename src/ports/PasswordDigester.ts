/** Turns a typed password into what travels on the wire (md5 of password + a fixed salt). */
export interface PasswordDigester {
  digest(password: string): string
}
export const PasswordDigester = Symbol('PasswordDigester')
