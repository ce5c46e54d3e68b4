/** JSON.parse that answers null instead of throwing: provider answers are checked field by field afterwards. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
