/** Deeper than any body of the contract (its deepest is an array of objects inside an object) by a wide margin. */
export const MAX_JSON_DEPTH = 16

/**
 * The deepest nesting of arrays and objects in a JSON text, read in one pass without parsing it: a body
 * 5,000 brackets deep is refused before JSON.parse and validation walk it (one probe reached a RangeError).
 * Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92 /* \ */) i++
      else if (ch === 34 /* " */) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > max) return true
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--
  }
  return false
}
