/**
 * The exact source text of the value of a top-level member of a JSON object (`{"a_response":{…},"sign":"…"}` →
 * `{…}` as sent). Alipay signs the response object's bytes as it wrote them, so the text must not be re-serialised:
 * key order, escapes and spacing all count. Null when the text is not a well-formed JSON object or lacks the member.
 */
export function jsonMemberText(json: string, name: string): string | null {
  // Well-formed first, so the scan below only has to find boundaries, not judge syntax.
  try {
    JSON.parse(json)
  } catch {
    return null
  }
  let i = skipSpace(json, 0)
  if (json[i] !== '{') return null
  i = skipSpace(json, i + 1)
  while (i < json.length && json[i] === '"') {
    const keyEnd = skipString(json, i)
    if (keyEnd < 0) return null
    const key = JSON.parse(json.slice(i, keyEnd)) as string
    i = skipSpace(json, keyEnd)
    if (json[i] !== ':') return null
    const start = skipSpace(json, i + 1)
    const end = skipValue(json, start)
    if (end < 0) return null
    if (key === name) return json.slice(start, end)
    i = skipSpace(json, end)
    if (json[i] !== ',') return null
    i = skipSpace(json, i + 1)
  }
  return null
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && ' \t\r\n'.includes(text[i])) i++
  return i
}

/** Index after the string starting at `i` (at its opening quote); -1 when unterminated. */
function skipString(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++
    else if (text[j] === '"') return j + 1
  }
  return -1
}

/** Index after the value starting at `i`; -1 when it runs off the end. Objects and arrays are matched by depth. */
function skipValue(text: string, i: number): number {
  if (text[i] === '"') return skipString(text, i)
  if (text[i] === '{' || text[i] === '[') {
    let depth = 0
    for (let j = i; j < text.length; j++) {
      const c = text[j]
      if (c === '"') {
        j = skipString(text, j) - 1
        if (j < 0) return -1
      } else if (c === '{' || c === '[') depth++
      else if (c === '}' || c === ']') {
        depth--
        if (depth === 0) return j + 1
      }
    }
    return -1
  }
  let j = i
  while (j < text.length && !',}] \t\r\n'.includes(text[j])) j++
  return j > i ? j : -1
}
