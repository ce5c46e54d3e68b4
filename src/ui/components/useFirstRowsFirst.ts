import { startTransition, useEffect, useState } from 'react'

/** Rows drawn at once when a long list first appears, and then in each further pass; a phone's screen shows fewer. */
export const FIRST_ROWS = 12

/**
 * How many of `total` rows to draw: the first FIRST_ROWS when the list first has rows, then FIRST_ROWS more in each
 * following transition until all are drawn. A school's 70 programmes or an 80-row list drawn at once kept a phone's
 * main thread busy in one long task, during which a tap waited. The rest drawn in one
 * transition is one long commit and one long layout, and React redoes a transition synchronously when a MobX change
 * comes while it renders; in passes of twelve each of those is short.
 * After the first time every change draws every row at once, so a moved row keeps its focus.
 */
export function useFirstRowsFirst(total: number): number {
  // The rows drawn so far, or 'all' once the list has been drawn whole.
  const [drawn, setDrawn] = useState<number | 'all'>(FIRST_ROWS)
  useEffect(() => {
    if (drawn === 'all' || total === 0) return
    startTransition(() => setDrawn(drawn + FIRST_ROWS >= total ? 'all' : drawn + FIRST_ROWS))
  }, [drawn, total])
  return drawn === 'all' ? total : Math.min(total, drawn)
}
