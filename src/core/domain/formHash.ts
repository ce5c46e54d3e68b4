/**
 * A stable fingerprint of a form's values: the same values give the same text whatever the key order, so
 * the form can compare its (debounced, 500 ms) current hash with the saved one to know it has edits.
 */
export function formHash(value: unknown): string {
  return JSON.stringify(canonical(value))
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]))
  }
  return value === undefined ? null : value
}
