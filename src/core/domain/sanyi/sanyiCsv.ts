/** One CSV record with the line of the file it starts on (1-based; the header is line 1). */
export interface CsvRecord {
  line: number
  cells: string[]
}

/**
 * RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks), remembering where each record starts,
 * so a validation error can name the line an operator sees in an editor. A leading BOM is dropped; blank
 * lines are skipped.
 */
export function parseCsvLines(text: string): { header: CsvRecord | null; records: CsvRecord[] } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const out: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  const finish = () => {
    cells.push(cell)
    if (!(cells.length === 1 && cells[0].trim() === '')) out.push({ line: start, cells })
    cells = []
    cell = ''
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        cell += ch
      }
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      cells.push(cell)
      cell = ''
    } else if (ch === '\n') {
      finish()
      line++
      start = line
    } else if (ch !== '\r') cell += ch
  }
  if (cell !== '' || cells.length > 0) finish()
  const [header = null, ...records] = out
  return { header, records }
}

/** CSV text for a header and rows (quoted only where needed, LF line ends, a final newline). */
export function toCsvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const esc = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return [header, ...rows].map((r) => r.map(esc).join(',')).join('\n') + '\n'
}
