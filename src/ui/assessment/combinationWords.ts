import type { TFunction } from 'i18next'
import type { CombinationCount } from '@/ports/api/assessment'
import { formatCount } from '@/ui/i18n/formatCount'

/** A combination in full words (物理 + 化学 + 生物). */
export const combinationName = (t: TFunction, subjects: readonly string[]): string => subjects.map((s) => t(`assess.subject.${s}`)).join(' + ')

/** A combination as a short label for chart axes (物化生). */
export const combinationShort = (t: TFunction, subjects: readonly string[]): string =>
  subjects.map((s) => t(`assess.subjectShort.${s}`)).join(t('assess.subjectShortJoin'))

/** Whether two combinations are the same subjects. */
export const sameCombination = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((s) => b.includes(s))

/** What the counts were made from, as the sentences need it. */
export interface CountSource {
  year: number
  earlierYear: number | null
  /** Missing programmes of the plan year; null when that year's 投档线 is not in the data. */
  missing: number | null
}

/**
 * How sure a combination's count of programmes matching the student's interests is, in one sentence: how many
 * by the plan year's rules, how many inferred from an earlier plan, how many have rules we do not know.
 */
export function certaintyText(
  t: TFunction,
  c: Pick<CombinationCount, 'matching' | 'inferredMatching' | 'unknownMatching' | 'complete'>,
  source: CountSource,
): string {
  const n = { year: source.year, earlier: source.earlierYear ?? '', sure: formatCount(c.matching), inferred: formatCount(c.inferredMatching) }
  if (c.complete) return t('assess.combo.sure', n)
  if (source.missing === null) return t('assess.combo.splitUnbounded', n)
  const unknown = formatCount(c.unknownMatching)
  return t(source.earlierYear === null ? 'assess.combo.splitNoEarlier' : 'assess.combo.split', { ...n, unknown })
}
