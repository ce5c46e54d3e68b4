import type { SanyiMajor, SanyiSchool } from '@/ports/api/sanyi'
import type { SanyiTables } from './sanyiTable'

/** What an import changes, school by school, shown to the operator before the tables are replaced. */
export interface CatalogueDiff {
  added: string[]
  removed: string[]
  /** Schools in both whose facts differ, with the parts that differ. */
  changed: Array<{ school: string; parts: string[] }>
  majors: { added: number; removed: number; changed: number }
}

const PARTS: Array<[string, (s: SanyiSchool) => unknown]> = [
  ['学考分值', (s) => s.formula.points],
  ['满分', (s) => [s.formula.xkFull, s.formula.testFull, s.formula.gaokaoFull]],
  ['权重', (s) => s.formula.weights],
  ['口径', (s) => s.formula.basis],
  ['折算备注', (s) => s.note],
  ['来源', (s) => s.source],
  ['院校信息', (s) => [s.schoolCode, s.province, s.city, s.nature]],
  ['报名条件', (s) => s.requirement],
  ['日期', (s) => [s.applyDates, s.testDates]],
]

const majorKey = (m: SanyiMajor) => `${m.school}\u0000${m.name}\u0000${m.group}`
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function diffCatalogues(before: SanyiTables, after: SanyiTables): CatalogueDiff {
  const old = new Map(before.schools.map((s) => [s.name, s]))
  const now = new Map(after.schools.map((s) => [s.name, s]))
  const oldMajors = new Map(before.majors.map((m) => [majorKey(m), m]))
  const newMajors = new Map(after.majors.map((m) => [majorKey(m), m]))
  const majorsOf = (majors: Map<string, SanyiMajor>, school: string) => [...majors.values()].filter((m) => m.school === school)
  const changed: CatalogueDiff['changed'] = []
  for (const [name, school] of now) {
    const prev = old.get(name)
    if (!prev) continue
    const parts = PARTS.filter(([, read]) => !same(read(prev), read(school))).map(([part]) => part)
    if (!same(majorsOf(oldMajors, name), majorsOf(newMajors, name))) parts.push('专业')
    if (parts.length) changed.push({ school: name, parts })
  }
  let majorChanged = 0
  for (const [key, m] of newMajors) {
    const prev = oldMajors.get(key)
    if (prev && !same(prev, m)) majorChanged++
  }
  return {
    added: [...now.keys()].filter((n) => !old.has(n)),
    removed: [...old.keys()].filter((n) => !now.has(n)),
    changed,
    majors: {
      added: [...newMajors.keys()].filter((k) => !oldMajors.has(k)).length,
      removed: [...oldMajors.keys()].filter((k) => !newMajors.has(k)).length,
      changed: majorChanged,
    },
  }
}

/** Nothing would change. */
export function isNoChange(diff: CatalogueDiff): boolean {
  return diff.added.length + diff.removed.length + diff.changed.length + diff.majors.added + diff.majors.removed + diff.majors.changed === 0
}
