import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults, CutoffYear } from '../../../ports/ChatToolTypes'
import type { RefCutoff } from '../../../ports/ReferenceData'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { programmeName } from '@/core/domain/majorName'
import { rowsOfMajor } from '../resolve/resolveMajor'

/** A programme's rank move of less than this share between two years is read as level, not as a trend. */
const LEVEL = 0.03

/** The year's lowest-admitted programme among the matched ones: the largest rank (a rank is comparable across years, a score is not). */
function lowest(rows: RefCutoff[]): CutoffYear {
  const worst = [...rows].sort((a, b) => (b.minRank ?? -1) - (a.minRank ?? -1) || (a.minScore ?? 1e9) - (b.minScore ?? 1e9))[0]
  return { year: worst.year, minScore: worst.minScore, minRank: worst.minRank, programmes: rows.length, majorName: worst.majorName }
}

export function schoolCutoffs(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['schoolCutoffs'], ChatToolResults['schoolCutoffs']> {
  return {
    name: 'schoolCutoffs',
    description:
      '普通类一段投档线 of a school (院校代号), optionally only programmes whose name begins with `major` (or the one programme named `programme` whole), per year (newest first): the lowest score and rank, and the rank trend of the last two years when both are of one programme.',
    args: z.object({
      schoolCode: z.string().regex(/^\d{4}$/),
      major: z.string().optional(),
      year: z.number().int().optional(),
      programme: z.string().optional(),
    }),
    async run({ schoolCode, major, year, programme }) {
      const school = await deps.reference.school(schoolCode)
      if (!school) return { ok: false, reason: 'unknownSchool' }
      const rows = await deps.reference.cutoffsOfSchool(schoolCode)
      const whole = programme === undefined ? null : programmeName(programme)
      const all = whole !== null ? rows.filter((c) => programmeName(c.majorName) === whole) : rowsOfMajor(rows, (c) => c.majorKey, major)
      const byYear = new Map<number, RefCutoff[]>()
      for (const c of all) byYear.set(c.year, [...(byYear.get(c.year) ?? []), c])
      const years = [...byYear.keys()].sort((a, b) => b - a).map((y) => lowest(byYear.get(y) ?? []))
      if (years.length === 0) return { ok: false, reason: 'noData' }
      const [a, b] = years
      // A trend compares one programme with itself: the lowest of a school may be another programme each year.
      const same = a !== undefined && b !== undefined && programmeName(a.majorName) === programmeName(b.majorName)
      const trend = same && a.minRank && b.minRank ? (a.minRank < b.minRank * (1 - LEVEL) ? 'up' : a.minRank > b.minRank * (1 + LEVEL) ? 'down' : 'flat') : null
      const shown = year === undefined ? years : years.filter((y) => y.year === year)
      if (shown.length === 0) return { ok: false, reason: 'noData', years: years.map((y) => y.year) }
      return {
        ok: true,
        school: { code: school.code, name: school.name },
        major: programme ?? major ?? null,
        years: shown,
        trend: year === undefined ? trend : null,
      }
    },
  }
}
