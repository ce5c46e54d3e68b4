/**
 * The text Alipay's RSA2 covers: the parameters sorted by name, as `name=value` joined by `&`, unencoded. Requests
 * leave out `sign` and empty values; notifications leave out `sign` and `sign_type`.
 */
export function alipaySignContent(params: Record<string, string>, leaveOut: readonly string[], skipEmpty: boolean): string {
  return Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && !(skipEmpty && params[key] === ''))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
}
