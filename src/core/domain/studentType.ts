/** Spec §3: studentType 1 ordinary, 2 art, 0 (or missing) none, anything else sport. */
export type StudentKind = 'none' | 'ordinary' | 'art' | 'sport'

export const STUDENT_TYPES = { none: 0, ordinary: 1, art: 2, sport: 3 } as const

export const STUDENT_KIND_LABELS: Record<StudentKind, string> = { none: '未选择', ordinary: '普通类', art: '艺术类', sport: '体育类' }

export function studentKind(type: number | null | undefined): StudentKind {
  if (type === null || type === undefined || type === 0) return 'none'
  if (type === 1) return 'ordinary'
  if (type === 2) return 'art'
  return 'sport'
}

/** Art and sport students have a professional (专业) score and a 综合分; ordinary ones do not. */
export function hasProfessionalScore(type: number | null | undefined): boolean {
  const kind = studentKind(type)
  return kind === 'art' || kind === 'sport'
}
