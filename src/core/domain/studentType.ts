/** studentType: 1 ordinary, 2 art, 0 (or missing) none, anything else sport. */
export type StudentKind = 'none' | 'ordinary' | 'art' | 'sport'

export const STUDENT_TYPES = { none: 0, ordinary: 1, art: 2, sport: 3 } as const

export function studentKind(type: number | null | undefined): StudentKind {
  if (type === null || type === undefined || type === 0) return 'none'
  if (type === 1) return 'ordinary'
  if (type === 2) return 'art'
  return 'sport'
}
