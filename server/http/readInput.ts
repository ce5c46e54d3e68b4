import type { Context } from 'hono'
import type { Endpoint } from '@/ports/api/endpoint'
import type { ApiMessageKey } from '@/ports/api/messages'
import { jsonDepthExceeds } from './jsonDepth'

export type InputRead = { ok: true; input: Record<string, unknown> } | { ok: false; problem: ApiMessageKey }

/**
 * GET input is the query string; POST input is the JSON body over the query (some calls put userId
 * in the query, e.g. join/ai). Path parameters win over both. An empty body counts as {}.
 */
export async function readInput(c: Context, endpoint: Endpoint): Promise<InputRead> {
  const query = c.req.query()
  const params = c.req.param() as Record<string, string>
  if (endpoint.method === 'GET') return { ok: true, input: { ...query, ...params } }
  const text = await c.req.text()
  if (text.trim() === '') return { ok: true, input: { ...query, ...params } }
  if (jsonDepthExceeds(text)) return { ok: false, problem: 'common.tooDeep' }
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: true, input: { ...query, ...params, body } }
    return { ok: true, input: { ...query, ...(body as Record<string, unknown>), ...params } }
  } catch {
    return { ok: false, problem: 'common.badJson' }
  }
}
