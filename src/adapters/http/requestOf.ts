import type { Endpoint } from '@/ports/api/endpoint'

export interface RequestParts {
  path: string
  /** GET inputs (without the path parameters) as a query string, '' when empty. */
  query: string
  /** POST inputs as a JSON body. */
  body: string | undefined
}

/** `:name` path segments come from the input field of the same name; the rest is query or body. */
export function requestOf(endpoint: Endpoint, input: unknown): RequestParts {
  const rest: Record<string, unknown> = { ...((input ?? {}) as Record<string, unknown>) }
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(String(value ?? ''))
  })
  if (endpoint.method === 'POST') return { path, query: '', body: JSON.stringify(rest) }
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null) continue
    params.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const query = params.toString()
  return { path, query: query ? `?${query}` : '', body: undefined }
}
