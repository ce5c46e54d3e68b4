import type { RefCutoff } from '../../ports/ReferenceData'

/** Cutoffs grouped into programmes (school + normalized name), each with its years, newest first. */
export function groupProgrammes(rows: RefCutoff[]) {
  const by = new Map<
    string,
    {
      majorKey: string
      majorName: string
      years: Array<{ year: number; majorCode: string; plan: number | null; minScore: number | null; minRank: number | null }>
    }
  >()
  for (const r of rows) {
    const key = `${r.schoolCode}|${r.majorKey}`
    let p = by.get(key)
    if (!p) by.set(key, (p = { majorKey: r.majorKey, majorName: r.majorName, years: [] }))
    p.years.push({ year: r.year, majorCode: r.majorCode, plan: r.plan, minScore: r.minScore, minRank: r.minRank })
  }
  for (const p of by.values()) p.years.sort((a, b) => b.year - a.year || a.majorCode.localeCompare(b.majorCode))
  return [...by.values()]
}
