/** Our register/forget rules (spec §5 leaves them open): 6–32 characters, typed twice the same. */
export function validateNewPassword(password: string, repeat: string): string | null {
  if (password.length < 6 || password.length > 32) return 'register.passwordShort'
  if (password !== repeat) return 'register.passwordMismatch'
  return null
}
