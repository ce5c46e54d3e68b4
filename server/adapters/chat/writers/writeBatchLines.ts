import type { Writing } from './Writing'

/** The lines a question may name, and the batch each is in the table (专科 is admitted in 二段). */
const BATCHES: Array<[RegExp, string]> = [
  [/特控|一本|重点线/, '特控线'],
  [/一段|本科线|firstsegment/i, '一段'],
  [/二段|专科|高职|secondsegment/i, '二段'],
]

interface Line {
  year: number
  batch: string
  score: number
  rank: number | null
}

/** 分段线: the line named (特控线, 一段, 二段) of the year asked, else every line of the last three years. */
export async function writeBatchLines(w: Writing, year = w.u.year): Promise<void> {
  const { u, say } = w
  const r = await w.call('batchLines')(year !== null ? { year } : {})
  if (!r.ok) {
    // A year after the newest in the data ("2027年一段线") is not published yet: say so, then give the newest.
    const newest = r.years && r.years.length > 0 ? Math.max(...r.years) : null
    if (year === null || newest === null || year <= newest) return w.push(say('chat.miss.noData'))
    w.push(say('chat.batchLines.notYet', { year, newest }))
    return writeBatchLines(w, newest)
  }
  // The rows come newest first.
  const wanted = u.yearsBack !== null ? r.rows[0].year - u.yearsBack : null
  const ofYear = year !== null ? r.rows : wanted !== null ? r.rows.filter((x) => x.year === wanted) : r.rows
  const named = BATCHES.filter(([re]) => re.test(u.text)).map(([, b]) => b)
  const recent = year !== null || wanted !== null ? ofYear : ofYear.filter((x) => x.year >= r.rows[0].year - 2)
  const rows = named.length > 0 ? recent.filter((x) => named.includes(x.batch)) : recent
  if (rows.length === 0) {
    // The year has no such line: say so, then show the lines it has.
    if (ofYear.length === 0) return w.push(say('chat.miss.noData'))
    w.push(say('chat.batchLines.noBatch', { batch: named.join('、') }))
    return writeLines(w, ofYear)
  }
  if (wanted !== null) w.relativeNote(rows[0].year, r.rows[0].year)
  if (/专科|高职/.test(u.text)) w.push(say('chat.batchLines.specialist'))
  writeLines(w, rows)
}

/** The lines as a list, each with its 位次 where the table has one. */
function writeLines(w: Writing, rows: Line[]): void {
  const { say } = w
  w.push(say('chat.batchLines.head'))
  w.list(
    rows.map(
      (x) =>
        say('chat.batchLines.item', { year: x.year, batch: x.batch, score: x.score }) + (x.rank !== null ? say('chat.batchLines.rank', { rank: x.rank }) : ''),
    ),
  )
}
