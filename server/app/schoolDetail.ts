import type { RefCutoff, ReferenceData } from '../ports/ReferenceData'
import { schoolSummary, schoolTags } from './searchSchools'

/** Cutoffs grouped into programmes (school + normalized name), each with its years, newest first. */
export function groupProgrammes(rows: RefCutoff[]) {
  const by = new Map<string, { majorKey: string; majorName: string; years: Array<{ year: number; majorCode: string; plan: number | null; minScore: number | null; minRank: number | null }> }>()
  for (const r of rows) {
    const key = `${r.schoolCode}|${r.majorKey}`
    let p = by.get(key)
    if (!p) by.set(key, (p = { majorKey: r.majorKey, majorName: r.majorName, years: [] }))
    p.years.push({ year: r.year, majorCode: r.majorCode, plan: r.plan, minScore: r.minScore, minRank: r.minRank })
  }
  for (const p of by.values()) p.years.sort((a, b) => b.year - a.year || a.majorCode.localeCompare(b.majorCode))
  return [...by.values()]
}

/** School facts, tags, every programme offered in Zhejiang with cutoffs by year, and the latest plan. */
export async function schoolDetail(ref: ReferenceData, schoolId: number) {
  const code = String(schoolId).padStart(4, '0')
  const s = await ref.school(code)
  if (!s) return null
  const [cutoffs, plans, sourceYears] = await Promise.all([ref.cutoffsOfSchool(code), ref.plansOfSchool(code), ref.cutoffYears()])
  const planYear = plans.length ? Math.max(...plans.map((p) => p.year)) : null
  return {
    school: { ...schoolSummary(s), affiliation: s.affiliation, website: s.website, isC9: s.isC9, is985: s.is985, is211: s.is211, doubleFirst: s.doubleFirst, tags: schoolTags(s) },
    programmes: groupProgrammes(cutoffs),
    plans: plans.filter((p) => p.year === planYear),
    planYear,
    sourceYears,
  }
}
