/**
 * Which catalogue major a Zhejiang programme belongs to. Programme names (already normalized by
 * normalizeMajorName) are either a catalogue major ("计算机科学与技术(中外合作办学)"), a 专业类 enrolled
 * as a group ("计算机类(含计算机科学与技术、软件工程)"), or neither (试验班, 高职 programmes). A bare name
 * prefix is not enough: "电子信息工程" must not match "电子信息工程技术", and "法学" not "法学类".
 */
export interface CatalogueMajor {
  name: string
  className: string
  discipline: string
}

/** The name without bracketed notes (campus, 中外合作, 含…), and the notes joined. */
export function splitProgrammeName(key: string): { base: string; notes: string } {
  const notes: string[] = []
  const base = key.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    notes.push(inner)
    return ''
  })
  return { base: base.trim(), notes: notes.join(',') }
}

/**
 * 'major' when the programme is the catalogue major itself; 'class' when it is the major's 专业类
 * enrolled as a group and its notes name the major (含…) or name no majors at all; otherwise null.
 */
export function programmeMatchesMajor(key: string, major: Pick<CatalogueMajor, 'name' | 'className'>): 'major' | 'class' | null {
  const { base, notes } = splitProgrammeName(key)
  if (base === major.name) return 'major'
  if (base !== major.className) return null
  const listsMajors = notes.includes('含') || notes.includes('、')
  return !listsMajors || notes.includes(major.name) ? 'class' : null
}

/** Indexes the catalogue once so each programme finds its 门类 by exact major or 专业类 name. */
export function disciplineIndex(majors: readonly CatalogueMajor[]): (key: string) => string | null {
  const byName = new Map<string, string>()
  const byClass = new Map<string, string>()
  for (const m of majors) {
    if (!byName.has(m.name)) byName.set(m.name, m.discipline)
    if (!byClass.has(m.className)) byClass.set(m.className, m.discipline)
  }
  return (key) => {
    const { base } = splitProgrammeName(key)
    return byName.get(base) ?? byClass.get(base) ?? null
  }
}
