import type { CutoffYear, SchoolRef } from '../../../ports/ChatToolTypes'
import { cutoffFigure } from './cutoffFigure'
import type { Say, Writing } from './Writing'

/** Each side of a comparison's 投档线 as list items: the years asked ("2020到2026年", "2025年和2024年"), else the newest. */
export async function comparedCutoffs(w: Writing): Promise<string[]> {
  const { u, say } = w
  const items: string[] = []
  // Programmes of one school side by side (a few of each name's variants).
  for (const x of u.programmesCompared.flatMap((c) => c.programmes.slice(0, 4).map((programme) => ({ school: c.school, programme })))) {
    const r = await w.call('schoolCutoffs')({ schoolCode: x.school.code, programme: x.programme })
    const shown = r.ok
      ? u.years.length > 0
        ? r.years.filter((y) => u.years.includes(y.year))
        : u.year !== null
          ? r.years.filter((y) => y.year === u.year)
          : r.years.slice(0, 1)
      : []
    items.push(...cutoffItems(say, x.school, say('chat.major.suffix', { major: x.programme }), shown))
  }
  for (const school of u.compared) {
    // One year asked is asked of the tool; several are picked from all it has.
    const r = await w.call('schoolCutoffs')({
      schoolCode: school.code,
      ...(u.major ? { major: u.major } : {}),
      ...(u.year !== null && u.years.length === 0 ? { year: u.year } : {}),
    })
    const shown = r.ok ? (u.years.length > 0 ? r.years.filter((y) => u.years.includes(y.year)) : r.years.slice(0, 1)) : []
    items.push(...cutoffItems(say, school, w.majorText, shown))
  }
  return items
}

function cutoffItems(say: Say, school: SchoolRef, major: string, shown: CutoffYear[]): string[] {
  if (shown.length === 0) return [say('chat.compare.noCutoff', { school: school.name, major })]
  return shown.map((y) => say('chat.compare.cutoff', { school: school.name, major, ...cutoffFigure(say, y) }))
}
