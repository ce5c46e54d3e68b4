import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every .tsx and .css file of the screens. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.(tsx|css)$/.test(entry.name) ? [path] : []
  })
}

/** A class list that draws its own focus: a ring or an outline on focus, or a highlighted item (Headless UI's data-focus). */
const DRAWS_FOCUS = /(focus|focus-visible|data-focus|has-focus-visible):(ring|outline-(?!none)|border-|bg-)/

describe('focus styles', () => {
  it('never take the focus outline away without drawing another (the keyboard must see where it is)', () => {
    const bare: string[] = []
    for (const file of sources('src/ui')) {
      // A class list: a string literal or a CSS @apply line.
      for (const list of readFileSync(file, 'utf8').match(/(['"`])(?:(?!\1)[^\n])*outline-none(?:(?!\1)[^\n])*\1|@apply[^;]*outline-none[^;]*;/g) ?? [])
        if (!DRAWS_FOCUS.test(list)) bare.push(`${file}: ${list.slice(0, 120)}`)
    }
    expect(bare).toEqual([])
  })

  it('finds a bare one (the check above can fail)', () => {
    const list = "'rounded-md py-2 text-sm focus:outline-none data-selected:bg-white'"
    expect(DRAWS_FOCUS.test(list)).toBe(false)
  })
})
