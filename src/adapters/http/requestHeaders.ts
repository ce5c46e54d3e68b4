import { Headers } from '@/ports/api/headers'
import type { Lang } from '@/ports/api/lang'

/** The headers every call carries: the language, and the session's token and the student's id when there are. */
export function requestHeaders(lang: Lang, token: string | null, userId: number | null): Record<string, string> {
  const headers: Record<string, string> = { [Headers.language]: lang.replace('_', '-') }
  if (token) headers[Headers.token] = token
  if (userId !== null) headers[Headers.deviceId] = String(userId)
  return headers
}
