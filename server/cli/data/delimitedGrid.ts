import { checkColumn, checkRows, hasText, type Grid, type GridLimits, type GridRow } from './tableGrid'

// Separators in the order that settles a tie: a comma before a tab before a semicolon before a bar.
const SEPARATORS = [',', '\t', ';', '|']

/** The separator that occurs most often outside quotes in the first 1,024 characters (a comma if none does). */
function guessSeparator(head: string): string {
  const count = new Map<string, number>()
  let quoted = false
  for (const ch of head) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && SEPARATORS.includes(ch)) count.set(ch, (count.get(ch) ?? 0) + 1)
  }
  let best = ','
  for (const sep of SEPARATORS) if ((count.get(sep) ?? 0) > (count.get(best) ?? 0)) best = sep
  return best
}

/**
 * A CSV (or tab-, semicolon- or bar-separated) text as SheetJS read it before: the separator from an Excel `sep=`
 * line or guessed, every cell kept as text (so 0001 stays 0001), a field quoted only when it starts with a quote,
 * and each row's line its record number, blank records counted, so messages point at the right line.
 */
export function delimitedGrid(input: string, limits: GridLimits): Grid {
  let text = input
  let sep: string
  const sepLine = /^sep=(.)(\r\n|\r|\n)/.exec(text)
  if (sepLine) {
    sep = sepLine[1]
    text = text.slice(sepLine[0].length)
  } else sep = guessSeparator(text.slice(0, 1024))
  text = text.replace(/\r\n/g, '\n')

  const rows: GridRow[] = []
  let width = 0
  let fields: string[] = []
  let line = 1
  let start = 0
  let quoted = false
  const endField = (end: number) => {
    const raw = text.slice(start, end)
    checkColumn(line, fields.length + 1, limits)
    fields.push(raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw === '"' ? '' : raw)
    start = end + 1
  }
  const endRecord = () => {
    width = Math.max(width, fields.length)
    if (hasText(fields)) {
      checkRows(rows.length, limits)
      rows.push({ line, cells: fields })
    }
    fields = []
    line++
  }
  for (let end = 0; end < text.length; end++) {
    const ch = text[end]
    if (ch === '"') {
      if (text[start] === '"') quoted = !quoted
    } else if (!quoted && ch === sep) endField(end)
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      endField(end)
      endRecord()
    }
  }
  if (start < text.length) {
    endField(text.length)
    endRecord()
  } else if (fields.length > 0) endRecord()
  // Every row as wide as the widest record, as SheetJS filled its range.
  for (const r of rows) while (r.cells.length < width) r.cells.push('')
  return { sheet: 'Sheet1', rows }
}
