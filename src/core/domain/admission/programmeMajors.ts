import { splitProgrammeName } from '../catalogueMatch'

/**
 * Which catalogue majors and 专业类 a programme of the plan leads to, so a student's wanted majors match
 * by catalogue code instead of by a name fragment ("电子信息工程" must not match "电子信息工程技术").
 * - 'major': the programme is the major (campus or class notes aside), or the major's 专业类 enrolled as
 *   a group (含 … lists it, or lists nothing);
 * - 'included': a 试验班 or group whose plan note says 含 … the major: the student may end up in it.
 */
export interface CatalogueEntry {
  code: string
  name: string
  classCode: string
  className: string
}

export type CoverageKind = 'major' | 'included'
export interface Coverage {
  code: string
  kind: CoverageKind
}

/** How much a covered code counts towards a wanted major: an included major is a chance, not a promise. */
export const COVERAGE_WEIGHT: Record<CoverageKind, number> = { major: 1, included: 0.7 }

/** Foreign-language majors that are not 小语种 (English and its applied forms). */
const NOT_MINOR_LANGUAGE = new Set(['050201', '050261', '050262'])
export const FOREIGN_LANGUAGE_CLASS = '0502'

export const isMinorLanguage = (code: string): boolean => code.length === 6 && code.startsWith(FOREIGN_LANGUAGE_CLASS) && !NOT_MINOR_LANGUAGE.has(code)

/** Major names listed after 含 in a name's notes or a plan note ("含数学与应用数学、统计学专业。"). */
export function listedMajors(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(/含([^。；;]*)/g)) {
    const body = m[1].replace(/(等)?(专业|方向).*$/, '')
    for (const part of body.split(/[、，,和及]/)) {
      const name = part.replace(/\(.*?\)|（.*?）/g, '').trim()
      if (name) out.push(name)
    }
  }
  return out
}

export interface CatalogueLookup {
  byName: ReadonlyMap<string, CatalogueEntry>
  byClassName: ReadonlyMap<string, CatalogueEntry[]>
  byCode: ReadonlyMap<string, CatalogueEntry>
}

export function catalogueLookup(entries: readonly CatalogueEntry[]): CatalogueLookup {
  const byName = new Map<string, CatalogueEntry>()
  const byClassName = new Map<string, CatalogueEntry[]>()
  const byCode = new Map<string, CatalogueEntry>()
  for (const e of entries) {
    if (!byName.has(e.name)) byName.set(e.name, e)
    byCode.set(e.code, e)
    const list = byClassName.get(e.className) ?? []
    list.push(e)
    byClassName.set(e.className, list)
  }
  return { byName, byClassName, byCode }
}

/** The catalogue codes (6-digit majors and their 4-digit 专业类) a programme covers. */
export function programmeCoverage(majorKey: string, planNote: string, cat: CatalogueLookup): Coverage[] {
  const out = new Map<string, CoverageKind>()
  const add = (e: CatalogueEntry, kind: CoverageKind) => {
    for (const code of [e.code, e.classCode]) if (out.get(code) !== 'major') out.set(code, kind)
  }
  const { base, notes } = splitProgrammeName(majorKey)
  const own = cat.byName.get(base)
  if (own) add(own, 'major')
  const group = cat.byClassName.get(base)
  if (group) {
    const named = listedMajors(notes).concat(listedMajors(planNote))
    const members = named.length > 0 ? group.filter((e) => named.includes(e.name)) : group
    for (const e of members.length > 0 ? members : group) add(e, 'major')
  }
  if (!own && !group)
    for (const name of listedMajors(notes).concat(listedMajors(planNote))) {
      const e = cat.byName.get(name)
      if (e) add(e, 'included')
    }
  return [...out].map(([code, kind]) => ({ code, kind }))
}
