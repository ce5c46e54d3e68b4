import fc from 'fast-check'
import type { ScoreRatio } from '@/core/domain/compositeScore'
import type { ProfileForm } from '@/core/domain/profileForm'
import { BASIC_KEYS, ELECTIVE_KEYS, type ElectiveKey, type ScoreMap } from '@/core/domain/subjects'

/** Ratios as the data serves them (ZHEJIANG.md): 50/50 with ×2.5 for most art types, 80/20 for 播音与主持. */
export const sampleRatios: ScoreRatio[] = [
  { kind: 'art', type: '美术与设计类', cultureWeight: 0.5, proWeight: 0.5, proScale: 2.5, proMax: 300 },
  { kind: 'art', type: '音乐类', cultureWeight: 0.5, proWeight: 0.5, proScale: 2.5, proMax: 300 },
  { kind: 'art', type: '播音与主持类', cultureWeight: 0.8, proWeight: 0.2, proScale: 2.5, proMax: 300 },
  { kind: 'sport', type: '体育类', cultureWeight: 0.5, proWeight: 0.5, proScale: 7.5, proMax: 100 },
]

export const threeSubjects: fc.Arbitrary<ElectiveKey[]> = fc.shuffledSubarray([...ELECTIVE_KEYS], { minLength: 3, maxLength: 3 })
export const anySubjects: fc.Arbitrary<ElectiveKey[]> = fc.shuffledSubarray([...ELECTIVE_KEYS])
const half = (max: number) => fc.integer({ min: 0, max: max * 2 }).map((n) => n / 2)

/** Any score values, legal or not, for every subject. */
export const anyScores: fc.Arbitrary<ScoreMap> = fc.record(
  Object.fromEntries([...BASIC_KEYS, ...ELECTIVE_KEYS].map((key) => [key, fc.option(fc.double({ min: -200, max: 400, noNaN: true }), { nil: null })])),
)

/** Legal in-range scores for every subject. */
export const legalScores: fc.Arbitrary<ScoreMap> = fc.record({
  chinese: half(150),
  math: half(150),
  english: half(150),
  physics: fc.integer({ min: 0, max: 100 }),
  chemistry: fc.integer({ min: 0, max: 100 }),
  biology: fc.integer({ min: 0, max: 100 }),
  technology: fc.integer({ min: 0, max: 100 }),
  history: fc.integer({ min: 0, max: 100 }),
  politics: fc.integer({ min: 0, max: 100 }),
  geography: fc.integer({ min: 0, max: 100 }),
})

const policy = fc.oneof(
  fc.constant({ addScoreType: null, policyScore: null }),
  fc.record({ addScoreType: fc.constantFrom<1 | 2>(1, 2), policyScore: fc.integer({ min: 0, max: 20 }) }),
)

const artPart = fc.oneof(
  fc.record({ studentType: fc.constant(1) }),
  fc.record({ studentType: fc.constant(3), proScore: fc.integer({ min: 0, max: 100 }) }),
  fc.record({
    studentType: fc.constant(2),
    artTypeName: fc.constantFrom('美术与设计类', '音乐类'),
    proScore: fc.integer({ min: 0, max: 300 }),
    secondArtTypeName: fc.constantFrom(null, '播音与主持类'),
    secondProScore: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
  }),
)

/** A complete, valid form. */
export const validForm: fc.Arbitrary<ProfileForm> = fc
  .tuple(threeSubjects, legalScores, policy, artPart, fc.constantFrom('浙江', '浙江省', '上海市'))
  .map(([subjects, scores, pol, art, province]) => ({ province, subjects, scores, ...pol, ...art }))
