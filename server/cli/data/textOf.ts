/** A cell or JSON value as text: scalars as String() writes them, '' for null and undefined, objects as JSON. */
export function textOf(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(v)
    case 'object':
      return v === null ? '' : JSON.stringify(v)
    default:
      return ''
  }
}
