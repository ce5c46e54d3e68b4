import type { ReferenceData } from '../ports/ReferenceData'
import { groupProgrammes } from './schoolDetail'

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

/** A catalogue major and the Zhejiang programmes named after it, with cutoffs by year. */
export async function majorDetail(ref: ReferenceData, majorCode: string) {
  const major = (await ref.majors()).find((m) => m.code === majorCode)
  if (!major) return null
  const cutoffs = await ref.cutoffsOfMajor(major.name)
  const bySchool = new Map<string, typeof cutoffs>()
  for (const c of cutoffs) bySchool.set(c.schoolCode, [...(bySchool.get(c.schoolCode) ?? []), c])
  const schools = []
  for (const [code, rows] of bySchool) {
    const s = await ref.school(code)
    schools.push({ code, name: s?.name ?? code, moeCode: s?.moeCode ?? null, programmes: groupProgrammes(rows) })
  }
  return { major, schools }
}

/** Number of Zhejiang programmes (latest 投档线 year) per catalogue discipline. */
export async function majorCounts(ref: ReferenceData) {
  return (await majorCatalog(ref)).map((d) => ({ name: d.name, num: d.children.reduce((n, c) => n + c.children.length, 0) }))
}
