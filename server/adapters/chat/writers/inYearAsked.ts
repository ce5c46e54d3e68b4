import type { ToolMiss } from '../../../ports/ChatToolTypes'
import type { Writing } from './Writing'

/**
 * A table's answer for the year asked. A relative year ("前年") is counted back from the newest year the tool
 * has, so the tool is asked again for that year, and the answer says which year it took.
 */
export async function inYearAsked<R extends { ok: true; year: number } | ToolMiss>(w: Writing, run: (year?: number) => Promise<R>): Promise<R> {
  const { u } = w
  let r = await run(u.year !== null ? u.year : undefined)
  const newest = r.ok ? r.year : 0
  if (r.ok && u.yearsBack) r = await run(r.year - u.yearsBack)
  if (r.ok) w.relativeNote(r.year, newest)
  return r
}
