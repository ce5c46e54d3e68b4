import type { Endpoint } from '@/ports/api/endpoint'

export interface RequestParts {
  path: string
  /** GET inputs (without the path parameters) as a query string, '' when empty. */
  query: string
  /** POST inputs as a JSON body. */
  body: string | undefined
}

/** `:name` path segments come from the input field of the same name; the rest is query or body. */
export function requestOf(endpoint: Pick<Endpoint, 'method' | 'path'>, input: unknown): RequestParts {
  const rest: Record<string, unknown> = { ...((input ?? {}) as Record<string, unknown>) }
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(wireText(value))
  })
  if (endpoint.method === 'POST') return { path, query: '', body: JSON.stringify(rest) }
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue
    params.append(key, Array.isArray(value) ? value.join(',') : wireText(value))
  }
  const query = params.toString()
  return { path, query: query ? `?${query}` : '', body: undefined }
}

/** A path or query value as text: the contract's GET inputs are scalars; anything else goes as JSON, never "[object Object]". */
function wireText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value) ?? ''
}
