/** Our own register/forget rules: 6–32 characters, typed twice the same. */
export function validateNewPassword(password: string, repeat: string): string | null {
  if (password.length < 6 || password.length > 32) return 'register.passwordShort'
  if (password !== repeat) return 'register.passwordMismatch'
  return null
}
