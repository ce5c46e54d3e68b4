import type { CutoffYear } from '../../../ports/ChatToolTypes'
import { cutoffFigure } from './cutoffFigure'
import { writeCutoffVariants } from './writeCutoffVariants'
import type { Writing } from './Writing'

/** A school's (or its programme's) 投档线: the years asked side by side, else the last four, and the trend. */
export async function writeCutoffs(w: Writing): Promise<void> {
  const { u, say, majorText } = w
  if (!u.school) return w.push(u.major ? say('chat.need.school') : say('chat.miss.unknownSchool'))
  const school = u.school
  if (u.programmes.length > 1) return writeCutoffVariants(w, school)
  const programme = u.programmes.length === 1 ? u.programmes[0] : undefined
  // A relative year is counted back from the school's newest year, so the answer asks the tool for all years first.
  const r = await w.call('schoolCutoffs')({
    schoolCode: school.code,
    ...(programme !== undefined ? { programme } : u.major ? { major: u.major } : {}),
    ...(u.year !== null && u.yearsBack === null && u.years.length === 0 ? { year: u.year } : {}),
  })
  const years = r.ok ? yearsAsked(w, r.years) : []
  if (!r.ok || years.length === 0)
    return w.push(
      u.year !== null
        ? say('chat.cutoffs.none', { school: school.name, major: majorText, year: u.year })
        : say('chat.cutoffs.noneAtAll', { school: school.name, major: majorText }),
    )
  if (u.yearsBack !== null) w.relativeNote(years[0].year, r.years[0].year)
  w.push(say('chat.cutoffs.head', { school: r.school.name, major: majorText }))
  w.list(years.slice(0, u.years.length > 0 ? u.years.length : 4).map((y) => say('chat.cutoffs.item', cutoffFigure(say, y))))
  if (r.trend && u.yearsBack === null) w.push(say(`chat.trend.${r.trend}`))
}

/** Several years named ("2025年和2024年对比") are shown side by side; a relative year is counted back from the newest. */
function yearsAsked({ u }: Writing, all: CutoffYear[]): CutoffYear[] {
  const wanted = u.yearsBack !== null ? all[0].year - u.yearsBack : null
  if (u.years.length > 0) return all.filter((y) => u.years.includes(y.year))
  return wanted !== null ? all.filter((y) => y.year === wanted) : all
}
