/**
 * CSV for the dataset files we write ourselves (RFC 4180 quoting, LF line ends). Official files are
 * read with SheetJS instead; this only has to round-trip our own output, fast, on every server start.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const esc = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return [header, ...rows].map((r) => r.map(esc).join(',')).join('\n') + '\n'
}

/**
 * Reads what toCsv writes. A line without a quote (nearly all of them) is split at its commas in one step; a line
 * with one is read character by character, as its quoted cells may hold commas, quotes and line ends. (Cell by
 * cell string building for every line made reading the dataset most of a server start.) A \r outside quotes is
 * dropped wherever it stands.
 */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const out: string[][] = []
  const n = text.length
  let nextQuote = text.indexOf('"')
  for (let i = 0; i < n; ) {
    if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf('"', i)
    const newline = text.indexOf('\n', i)
    const end = newline === -1 ? n : newline
    if (nextQuote === -1 || nextQuote > end) {
      const line = text.slice(i, end)
      const plain = line.includes('\r') ? line.replaceAll('\r', '') : line
      // A last line of nothing but \r ends the text, as an empty last line does.
      if (newline !== -1 || plain !== '') out.push(plain.split(','))
      i = end + 1
    } else i = quotedRow(text, i, out)
  }
  const [header = [], ...rows] = out
  return { header, rows }
}

/** Reads the row starting at `from` (one with a quote in it) into `out`; answers where the next row starts. */
function quotedRow(text: string, from: number, out: string[][]): number {
  const row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = from; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\n') {
      row.push(cell)
      out.push(row)
      return i + 1
    } else if (ch !== '\r') cell += ch
  }
  row.push(cell)
  out.push(row)
  return text.length
}
