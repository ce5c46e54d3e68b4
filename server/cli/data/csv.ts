/**
 * CSV for the dataset files we write ourselves (RFC 4180 quoting, LF line ends). Official files are
 * read with SheetJS instead; this only has to round-trip our own output, fast, on every server start.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const esc = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return [header, ...rows].map((r) => r.map(esc).join(',')).join('\n') + '\n'
}

export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const out: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
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
      row = []
      cell = ''
    } else if (ch !== '\r') cell += ch
  }
  if (cell !== '' || row.length) {
    row.push(cell)
    out.push(row)
  }
  const [header = [], ...rows] = out
  return { header, rows }
}
