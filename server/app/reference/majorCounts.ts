import { disciplineIndex } from '@/core/domain/catalogueMatch'
import type { ServerDeps } from '../../ports/ServerDeps'
import { ok } from '../shared/outcome'

/**
 * majorNum: how many programmes (school + normalized name, the identity used everywhere) had a 一段
 * 投档线 in the newest year, per 门类. A programme counts under the 门类 of the catalogue major or 专业类
 * it is named after; programmes that are neither (试验班, 高职专业 outside the undergraduate catalogue)
 * are not counted. 门类 without any programme answer 0, in catalogue order.
 */
export async function majorCounts(deps: Pick<ServerDeps, 'reference'>) {
  const ref = deps.reference
  const majors = await ref.majors()
  const years = await ref.cutoffYears()
  const latest = years[years.length - 1]
  const counts = new Map<string, number>()
  for (const m of majors) counts.set(m.discipline, 0)
  if (latest !== undefined) {
    const disciplineOf = disciplineIndex(majors)
    for (const p of await ref.programmesOfYear(latest)) {
      const d = disciplineOf(p.majorKey)
      if (d) counts.set(d, (counts.get(d) ?? 0) + 1)
    }
  }
  return ok([...counts].map(([name, num]) => ({ name, num })))
}
