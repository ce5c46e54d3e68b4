import { disciplineIndex, programmeMatchesMajor } from '@/core/domain/catalogueMatch'
import type { ReferenceData } from '../ports/ReferenceData'
import { groupProgrammes } from './schoolDetail'
import { schoolTags } from './searchSchools'

/** The undergraduate catalogue as a tree: 门类 → 专业类 → 专业. */
export async function majorCatalog(ref: ReferenceData) {
  const tree: Array<{ code: string; name: string; children: Array<{ code: string; name: string; children: Array<{ code: string; name: string }> }> }> = []
  for (const m of await ref.majors()) {
    let d = tree.find((x) => x.code === m.disciplineCode)
    if (!d) tree.push((d = { code: m.disciplineCode, name: m.discipline, children: [] }))
    let c = d.children.find((x) => x.code === m.classCode)
    if (!c) d.children.push((c = { code: m.classCode, name: m.className, children: [] }))
    c.children.push({ code: m.code, name: m.name })
  }
  return tree
}

/**
 * A catalogue major and the Zhejiang programmes that are it: the same name (with campus/合作 notes),
 * or its 专业类 enrolled as a group whose notes include it (see catalogueMatch). Schools are ordered by
 * their best newest-year rank, since the adapter returns rows newest year, best rank first.
 */
export async function majorDetail(ref: ReferenceData, majorCode: string) {
  const major = (await ref.majors()).find((m) => m.code === majorCode)
  if (!major) return null
  const candidates = await ref.cutoffsOfMajor([major.name, major.className])
  const cutoffs = candidates.filter((c) => programmeMatchesMajor(c.majorKey, major) !== null)
  const bySchool = new Map<string, typeof cutoffs>()
  for (const c of cutoffs) bySchool.set(c.schoolCode, [...(bySchool.get(c.schoolCode) ?? []), c])
  const schools = []
  for (const [code, rows] of bySchool) {
    const s = await ref.school(code)
    const programmes = groupProgrammes(rows).map((p) => ({ ...p, match: programmeMatchesMajor(p.majorKey, major) ?? 'major' }))
    schools.push({ code, name: s?.name ?? code, moeCode: s?.moeCode ?? null, province: s?.province ?? null, tags: s ? schoolTags(s) : [], programmes })
  }
  return { major, schools, sourceYears: await ref.cutoffYears() }
}

/**
 * majorNum: how many programmes (school + normalized name, the identity used everywhere) had a 一段
 * 投档线 in the newest year, per 门类. A programme counts under the 门类 of the catalogue major or 专业类
 * it is named after; programmes that are neither (试验班, 高职专业 outside the undergraduate catalogue)
 * are not counted. 门类 without any programme answer 0, in catalogue order.
 */
export async function majorCounts(ref: ReferenceData) {
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
  return [...counts].map(([name, num]) => ({ name, num }))
}
