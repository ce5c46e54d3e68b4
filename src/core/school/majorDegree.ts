import { DEGREE_NOTES, NEW_IN_2026 } from './majorDegreeNotes'

/**
 * The 学士 degree(s) a major grants: as noted in the 2025 catalogue (可授 A 或 B → either, chosen by each school),
 * else its own 学科门类 (说明第四条); `known` is false for majors new in 2026, whose notes we do not have.
 */
export function degreeOf(major: { code: string; discipline: string }): { degrees: string[]; noted: boolean; known: boolean } {
  const noted = DEGREE_NOTES[major.code]
  if (noted) return { degrees: [...noted], noted: true, known: true }
  if (NEW_IN_2026.has(major.code)) return { degrees: [], noted: false, known: false }
  return { degrees: [major.discipline], noted: false, known: true }
}
