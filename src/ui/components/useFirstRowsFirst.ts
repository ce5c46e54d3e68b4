import { startTransition, useEffect, useState } from 'react'

/** Rows drawn at once when a long list first appears; a phone's screen shows fewer. */
export const FIRST_ROWS = 12

/**
 * How many of `total` rows to draw: the first FIRST_ROWS when the list first has rows, then all of them in a
 * transition, which React renders in slices of a few milliseconds. A school's 70 programmes or an 80-row list
 * drawn at once kept a phone's main thread busy for 250–400 ms (Lighthouse, 4× CPU slowdown), during which a
 * tap waited. After that first time every change draws every row at once, so a moved row keeps its focus.
 */
export function useFirstRowsFirst(total: number): number {
  const [all, setAll] = useState(false)
  useEffect(() => {
    if (!all && total > 0) startTransition(() => setAll(true))
  }, [all, total])
  return all ? total : Math.min(total, FIRST_ROWS)
}
