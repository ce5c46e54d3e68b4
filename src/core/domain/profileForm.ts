import type { AddScoreType } from './scores'
import { BASIC_KEYS, parseSubjectKeys, type ElectiveKey, type ScoreMap, type SubjectKey } from './subjects'

/**
 * What the complete-information / personal-info form edits. It mirrors the Student record (the user's `student`) but
 * keeps the policy bonus as one value plus its type, and a second art type as its own pair of fields.
 */
export interface ProfileForm {
  name?: string | null
  sex?: string | null
  province: string
  city?: string | null
  district?: string | null
  highSchool?: string | null
  /** 1 ordinary, 2 art, 3 (any other) sport, 0 none. */
  studentType: number
  subjects: ElectiveKey[]
  scores: ScoreMap
  addScoreType: AddScoreType | null
  policyScore: number | null
  artTypeName?: string | null
  proScore?: number | null
  secondArtTypeName?: string | null
  secondProScore?: number | null
  targetProvince?: string[] | null
}

/** The province defaults to Zhejiang. */
export const DEFAULT_PROVINCE = '浙江'

export function emptyProfileForm(): ProfileForm {
  return { province: DEFAULT_PROVINCE, studentType: 0, subjects: [], scores: {}, addScoreType: null, policyScore: null }
}

/** The saved record as the server returns it (the Student wire shape, structurally). */
export type StudentRecordLike = Partial<Record<SubjectKey, number | null>> & {
  name?: string | null
  sex?: string | null
  province?: string | null
  city?: string | null
  district?: string | null
  highSchool?: string | null
  targetProvince?: string[] | null
  studentType?: number | null
  subject?: string | null
  addScoreType?: number | null
  otherScore?: number | null
  nationalPolicyScore?: number | null
  provincePolicyScore?: number | null
  artTypeName?: string | null
  proScore?: number | null
  userBatch?: { artType?: string | null; proScore?: number | null }[] | null
}

/** The form for a saved record: the inverse of saveScoresPayload for every field the form edits. */
export function profileFormOf(record: StudentRecordLike | null | undefined): ProfileForm {
  if (!record) return emptyProfileForm()
  const addScoreType = record.addScoreType === 1 || record.addScoreType === 2 ? record.addScoreType : null
  const policy = addScoreType === 1 ? record.nationalPolicyScore : addScoreType === 2 ? record.provincePolicyScore : null
  const subjects = parseSubjectKeys(record.subject)
  const scores: ScoreMap = {}
  for (const key of [...BASIC_KEYS, ...subjects]) scores[key] = record[key] ?? null
  const second = record.userBatch?.[1]
  return {
    name: record.name ?? null,
    sex: record.sex ?? null,
    province: record.province || DEFAULT_PROVINCE,
    city: record.city ?? null,
    district: record.district ?? null,
    highSchool: record.highSchool ?? null,
    targetProvince: record.targetProvince ?? null,
    studentType: record.studentType ?? 0,
    subjects,
    scores,
    addScoreType,
    policyScore: policy ?? record.otherScore ?? null,
    artTypeName: record.artTypeName ?? null,
    proScore: record.proScore ?? null,
    secondArtTypeName: second?.artType ?? null,
    secondProScore: second?.proScore ?? null,
  }
}
