/**
 * 选考科目要求 as a structured rule. Up to 2023 a listed set means "any one of them"; from 2024 it means
 * "all of them". The published wording usually says which, so the wording wins and the plan year only
 * decides when the wording is silent.
 */
export type SubjectMode = 'any' | 'all' | 'none'
export interface SubjectRule {
  mode: SubjectMode
  subjects: string[]
}

/** The seven 选考 subjects in the authority's order. */
export const ELECTIVE_SUBJECTS = ['思想政治', '历史', '地理', '物理', '化学', '生物', '技术'] as const

const ALIASES: Record<string, string> = {
  政治: '思想政治',
  思想政治: '思想政治',
  历史: '历史',
  地理: '地理',
  物理: '物理',
  化学: '化学',
  生物: '生物',
  生物学: '生物',
  技术: '技术',
  通用技术: '技术',
  信息技术: '技术',
}

/** The year from which a bare list of subjects means "all of them" (浙江 2024 reform of the wording). */
export const ALL_OF_FROM_YEAR = 2024

export function canonicalSubject(name: string): string | null {
  return ALIASES[name.trim()] ?? null
}

/** Parses the wording of one plan row; null when a subject name is not recognised. */
export function parseSubjectRequirement(text: string, year: number): SubjectRule | null {
  const t = text.replace(/\s+/g, '')
  if (t === '' || /不提|不限|无要求/.test(t)) return { mode: 'none', subjects: [] }
  const head = t.replace(/[(（].*$/, '')
  const parts = head.split(/[,，、/+和及]/).filter((p) => p !== '')
  const subjects: string[] = []
  for (const p of parts) {
    const s = canonicalSubject(p)
    if (s === null) return null
    if (!subjects.includes(s)) subjects.push(s)
  }
  if (subjects.length === 0) return null
  subjects.sort((a, b) => ELECTIVE_SUBJECTS.indexOf(a as never) - ELECTIVE_SUBJECTS.indexOf(b as never))
  let mode: SubjectMode
  if (/其中一门|任选|选考一门|之一/.test(t)) mode = 'any'
  else if (/均须|均需|必须|都须/.test(t)) mode = 'all'
  else mode = year >= ALL_OF_FROM_YEAR ? 'all' : 'any'
  // One subject is the same requirement either way; normalise so equal rules compare equal.
  if (subjects.length === 1) mode = 'all'
  return { mode, subjects }
}

/** Whether a student with these three 选考 subjects may apply to a programme with this rule. */
export function isEligible(rule: SubjectRule, studentSubjects: readonly string[]): boolean {
  const mine = new Set(studentSubjects.map((s) => canonicalSubject(s) ?? s))
  if (rule.mode === 'none') return true
  if (rule.mode === 'any') return rule.subjects.some((s) => mine.has(s))
  return rule.subjects.every((s) => mine.has(s))
}

/** Compact text form used in the dataset files: `none`, `any:物理+化学`, `all:物理`. */
export function formatSubjectRule(rule: SubjectRule): string {
  return rule.mode === 'none' ? 'none' : `${rule.mode}:${rule.subjects.join('+')}`
}

export function readSubjectRule(text: string): SubjectRule | null {
  if (text === 'none') return { mode: 'none', subjects: [] }
  const m = /^(any|all):(.+)$/.exec(text)
  if (!m) return null
  return { mode: m[1] as SubjectMode, subjects: m[2].split('+') }
}
