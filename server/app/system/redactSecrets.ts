/**
 * Values that let whoever reads them act as the student (the session token the chat stream and its stop carry,
 * passwords, SMS codes) or forge a payment result (sign). A field or query parameter is judged by its name alone.
 */
const SECRET_NAME = String.raw`[\w-]*(?:token|password|secret)[\w-]*|sign|sms_?code`
// A JSON string value may be cut short by a length limit, so its closing quote is optional.
const JSON_FIELD = new RegExp(String.raw`("(?:${SECRET_NAME})"\s*:\s*)(?:"(?:[^"\\]|\\.)*"?|[^,}\]\s]+)`, 'gi')
const QUERY_PARAM = new RegExp(String.raw`([?&](?:${SECRET_NAME})=)[^&#\s"]*`, 'gi')

export const REDACTED = '[redacted]'

/** The text with every secret-looking JSON field's and query parameter's value replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return text.replace(JSON_FIELD, `$1"${REDACTED}"`).replace(QUERY_PARAM, `$1${REDACTED}`)
}
