import type { TFunction } from 'i18next'
import { formatCount } from '@/ui/i18n/formatCount'

/** A combination in full words (物理 + 化学 + 生物). */
export const combinationName = (t: TFunction, subjects: readonly string[]): string => subjects.map((s) => t(`assess.subject.${s}`)).join(' + ')

/** A combination as a short label for chart axes (物化生). */
export const combinationShort = (t: TFunction, subjects: readonly string[]): string =>
  subjects.map((s) => t(`assess.subjectShort.${s}`)).join(t('assess.subjectShortJoin'))

/** Whether two combinations are the same subjects. */
export const sameCombination = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((s) => b.includes(s))

/** A count with its upper bound when the plan may hide more (722–813). */
export const countRange = (n: number, max: number | null, complete: boolean): string =>
  complete || max === null || max === n ? formatCount(n) : `${formatCount(n)}–${formatCount(max)}`
