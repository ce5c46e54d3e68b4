import { z } from 'zod'
import { deferred } from './deferred'
import { numeric } from './wireValues'
import { endpoint } from './endpoint'
import { UserIdField } from './schemas'

/** The two tests built on the interest inventory: 专业选择测试 (service 6) and 选科测评 (service 7). */
export const ASSESSMENT_KINDS = ['major', 'subjects'] as const
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number]
const Kind = deferred(() => z.enum(ASSESSMENT_KINDS))

const Score = deferred(() => z.number().min(0).max(100))
/** Six scores 0–100 (R I A S E C), the three-letter Holland code and how clear the profile is. */
export const InterestProfile = deferred(() =>
  z.object({
    scores: z.object({ R: Score, I: Score, A: Score, S: Score, E: Score, C: Score }),
    code: z.string(),
    spread: z.number(),
    flat: z.boolean(),
    low: z.boolean(),
  }),
)

/** A 专业类 of the catalogue with its fit to the profile and what the plan holds of it. */
export const CategoryFit = deferred(() =>
  z.object({
    classCode: z.string(),
    className: z.string(),
    disciplineCode: z.string(),
    discipline: z.string(),
    /** 0–100. */
    fit: z.number(),
    /** The class's Holland letters, strongest first (our mapping, src/core/domain/assessment/classInterests.ts). */
    letters: z.string(),
    /** Catalogue majors of the class, the ones with most programmes in the plan first (at most four). */
    majors: z.array(z.object({ code: z.string(), name: z.string() })),
    /** 本科 programmes of our plan that lead to the class. */
    programmes: z.number().int(),
    /** Of those, the ones the student's own 选考 subjects may apply to; null when the profile has no three subjects. */
    eligible: z.number().int().nullable(),
    /** Programmes of the class known from the plan year's 投档线 but missing from our plan (they need a subject it lacks). */
    missing: z.number().int(),
  }),
)
export type CategoryFit = z.infer<typeof CategoryFit>

/** One three-of-seven combination with the programmes it opens (see rankCombinations). */
export const CombinationCount = deferred(() =>
  z.object({
    /** Subject keys (physics, chemistry, biology, politics, history, geography, technology). */
    subjects: z.array(z.string()),
    /** Programmes of our plan open to the combination, by the plan year's rules, and those matching the student's interests. */
    eligible: z.number().int(),
    matching: z.number().int(),
    /** Programmes our plan lacks that are open to it by an earlier year's rule (inferred). */
    inferred: z.number().int(),
    inferredMatching: z.number().int(),
    /** Programmes our plan lacks whose rule is unknown: they may or may not be open to it. */
    unknown: z.number().int(),
    unknownMatching: z.number().int(),
    share: z.number(),
    complete: z.boolean(),
    eligibleMax: z.number().int().nullable(),
    matchingMax: z.number().int().nullable(),
  }),
)
export type CombinationCount = z.infer<typeof CombinationCount>

/** What the counts were made from: the plan year and its limits. */
export const AssessmentPlanFacts = deferred(() =>
  z.object({
    year: z.number().int(),
    /** 本科 programmes of our plan with a 选考 rule we read. */
    programmes: z.number().int(),
    /** Programmes whose 选考 wording we could not read (left out of every count). */
    unreadRules: z.number().int(),
    /** The subject combination the plan export covers (names as the rules write them), or null for the whole plan. */
    planSubjects: z.array(z.string()).nullable(),
    /** 本科 programmes in the plan year's 投档线 missing from our plan; null when that year's 投档线 is not in the data. */
    missing: z.number().int().nullable(),
    /** Of those, the ones whose rule is inferred from `earlierYear`'s plan (the rest are unknown); null without an earlier plan. */
    inferred: z.number().int().nullable(),
    /** The earlier plan year whose rules stand in for the missing programmes'; null when the data has none. */
    earlierYear: z.number().int().nullable(),
  }),
)

export const AssessmentResult = deferred(() =>
  z.object({
    kind: Kind,
    version: z.string(),
    takenAt: z.number(),
    profile: InterestProfile,
    /** Every 专业类, best fit first. */
    categories: z.array(CategoryFit),
    /** The classes counted as matching the student's interests (the best-fitting ones the plan has). */
    matchedClasses: z.array(z.string()),
    /** 选科测评 only: the 35 combinations, ranked; [] for the major test. */
    combinations: z.array(CombinationCount),
    /** Null when no plan is loaded (then every count is 0). */
    plan: AssessmentPlanFacts.nullable(),
    /** The student's 选考 subjects from the profile (keys), [] when not chosen. */
    studentSubjects: z.array(z.string()),
  }),
)
export type AssessmentResult = z.infer<typeof AssessmentResult>

/**
 * The caller's latest result of one test, recomputed on today's plan (null before the first), and when the
 * caller last took the other test (its answers can be reused, the tests share the inventory), or null.
 */
export const assessmentResult = endpoint(
  'assessmentResult',
  'GET',
  '/api/gk/assessment/result',
  () => z.object({ kind: Kind, userId: UserIdField }),
  () => z.object({ result: AssessmentResult.nullable(), otherTakenAt: z.number().nullable() }),
)

/** Saves an answer sheet (one answer 1–5 per item of the inventory `version`) and answers the result. */
export const saveAssessment = endpoint(
  'saveAssessment',
  'POST',
  '/api/gk/assessment/save',
  () =>
    z.object({
      kind: Kind,
      version: z.string().max(32),
      answers: z.array(numeric(z.number().int().min(1, 'assess.incomplete').max(5, 'assess.incomplete'))).max(200, 'common.tooLong'),
      userId: UserIdField,
    }),
  () => AssessmentResult,
)

/** Takes the other test's latest answers as this test's (both tests share the inventory). */
export const reuseAssessment = endpoint(
  'reuseAssessment',
  'POST',
  '/api/gk/assessment/reuse',
  () => z.object({ kind: Kind, userId: UserIdField }),
  () => AssessmentResult,
)
