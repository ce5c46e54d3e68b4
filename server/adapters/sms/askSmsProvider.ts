import { notDelivered, type SmsDelivery } from '../../ports/SmsSender'

/** How long a provider may take before the send counts as failed: the student is waiting on the button. */
export const SMS_TIMEOUT_MS = 8_000

/** A provider's answer (HTTP status and JSON body), or the failed delivery when there was no readable answer. */
export type ProviderAnswer = { ok: true; status: number; body: Record<string, unknown> } | { ok: false; delivery: SmsDelivery }

/** One request to an SMS provider, bounded in time: silence, a network failure or a body that is not JSON is 'unavailable'. */
export async function askSmsProvider(provider: string, url: string, init: RequestInit, timeoutMs = SMS_TIMEOUT_MS): Promise<ProviderAnswer> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    text = await response.text()
  } catch (error) {
    const detail = isTimeout(error) ? `${provider} did not answer within ${timeoutMs} ms` : `${provider} unreachable: ${describe(error)}`
    return { ok: false, delivery: notDelivered('unavailable', detail) }
  }
  const body = parseObject(text)
  if (!body) return { ok: false, delivery: notDelivered('unavailable', `${provider} answered HTTP ${response.status} without a JSON object`) }
  return { ok: true, status: response.status, body }
}

/** The provider's own words for the log: its error code and message, cut short (never shown to the family). */
export function providerWords(code: string, message: unknown): string {
  if (typeof message !== 'string' || !message) return code
  return `${code} (${message.length > 200 ? `${message.slice(0, 200)}…` : message})`
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return isRecord(value) ? value : null
  } catch {
    return null
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

/** fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, a TLS error) is in its cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause: unknown = error.cause
  if (isRecord(cause) && typeof cause.code === 'string') return `${error.message} (${cause.code})`
  if (cause instanceof Error) return `${error.message} (${cause.message})`
  return error.message
}
