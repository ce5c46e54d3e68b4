import type { SchoolRef } from '../../../ports/ChatToolTypes'
import { cutoffFigure } from './cutoffFigure'
import type { Writing } from './Writing'

/** Several programmes share the words asked ("工科试验班"): each one's figure for the year asked, never one picked silently. */
export async function writeCutoffVariants(w: Writing, school: SchoolRef): Promise<void> {
  const { u, say } = w
  w.push(say('chat.cutoffs.variants', { school: school.name, major: u.major ?? '', count: u.programmes.length }))
  const items: string[] = []
  for (const programme of u.programmes.slice(0, 8)) {
    const r = await w.call('schoolCutoffs')({ schoolCode: school.code, programme })
    const newest = r.ok ? r.years[0].year : null
    const want = u.year ?? (u.yearsBack !== null && newest !== null ? newest - u.yearsBack : newest)
    const y = r.ok ? r.years.find((x) => x.year === want) : undefined
    items.push(
      y
        ? say('chat.cutoffs.variantItem', { ...cutoffFigure(say, y), name: programme })
        : say('chat.cutoffs.variantNone', { name: programme, year: want ?? u.year ?? '' }),
    )
  }
  w.list(items)
}
