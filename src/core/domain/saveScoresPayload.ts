import { compositeScore, ratioFor, type ScoreRatio } from './compositeScore'
import type { ProfileForm } from './profileForm'
import { cultureScore, totalScore } from './scores'
import { studentKind } from './studentType'
import { clearUnselected, ELECTIVE_KEYS, BASIC_KEYS, subjectScore, type ScoreMap, type SubjectKey } from './subjects'

export interface UserBatchEntry {
  id: number
  allScore: number | null
  artType: string | null
  proScore: number | null
}

/** The body of `updScore`; note there is no `rank` and no `batchName` key. */
export type ScoresPayload = Record<SubjectKey, number | null> & {
  name: string | null
  sex: string | null
  province: string
  schoolProvince: string
  city: string | null
  district: string | null
  highSchool: string | null
  targetProvince: string[] | null
  studentType: number
  subject: string
  subjectScore: number
  total: number
  otherScore: number
  addScoreType: number | null
  nationalPolicyScore: number
  provincePolicyScore: number
  artTypeName: string | null
  proScore: number | null
  zhScore: number | null
  userBatch: UserBatchEntry[]
  batchId: 0
}

/** 浙江 → 浙江省; a name that already carries its level (省, 市, 自治区, 特别行政区) is kept. */
export function schoolProvinceOf(province: string): string {
  const name = province.trim()
  return /(省|市|自治区|特别行政区)$/.test(name) ? name : `${name}省`
}

function entry(culture: number, artType: string | null, pro: number | null | undefined, ratio: ScoreRatio | undefined): UserBatchEntry {
  const proScore = pro ?? null
  const allScore = ratio && proScore !== null ? compositeScore(culture, proScore, ratio) : null
  return { id: 0, allScore, artType, proScore }
}

/**
 * The rules of saving scores, all in one place: unselected subjects cleared, subject score = sum of
 * the chosen, total reduced by otherScore (the policy points), the national or provincial policy score set
 * by addScoreType (the other 0), schoolProvince with its suffix, rank and batchName removed, batchId 0, and
 * for an art student with a second art type and score, two userBatch items.
 */
export function saveScoresPayload(form: ProfileForm, ratios: readonly ScoreRatio[]): ScoresPayload {
  const chosen = [...new Set(form.subjects)]
  const scores: ScoreMap = clearUnselected(form.scores, chosen)
  const otherScore = form.addScoreType ? Math.max(form.policyScore ?? 0, 0) : 0
  const culture = cultureScore(scores, chosen)
  const kind = studentKind(form.studentType)
  const userBatch: UserBatchEntry[] = []
  if (kind === 'art' || kind === 'sport') {
    const first = kind === 'art' ? (form.artTypeName ?? null) : null
    userBatch.push(entry(culture, first, form.proScore, ratioFor(ratios, kind, first)))
    if (kind === 'art' && form.secondArtTypeName && form.secondProScore !== null && form.secondProScore !== undefined)
      userBatch.push(entry(culture, form.secondArtTypeName, form.secondProScore, ratioFor(ratios, kind, form.secondArtTypeName)))
  }
  const subjectFields = Object.fromEntries([...BASIC_KEYS, ...ELECTIVE_KEYS].map((key) => [key, scores[key] ?? null])) as Record<SubjectKey, number | null>
  return {
    ...subjectFields,
    name: form.name ?? null,
    sex: form.sex ?? null,
    province: form.province.trim(),
    schoolProvince: schoolProvinceOf(form.province),
    city: form.city ?? null,
    district: form.district ?? null,
    highSchool: form.highSchool ?? null,
    targetProvince: form.targetProvince ?? null,
    studentType: form.studentType,
    subject: chosen.join(','),
    subjectScore: subjectScore(scores, chosen),
    total: totalScore(scores, chosen, otherScore) - otherScore,
    otherScore,
    addScoreType: form.addScoreType,
    nationalPolicyScore: form.addScoreType === 1 ? otherScore : 0,
    provincePolicyScore: form.addScoreType === 2 ? otherScore : 0,
    artTypeName: kind === 'art' ? (form.artTypeName ?? null) : null,
    proScore: userBatch[0]?.proScore ?? null,
    zhScore: userBatch[0]?.allScore ?? null,
    userBatch,
    batchId: 0,
  }
}
