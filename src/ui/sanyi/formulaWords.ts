import type { TFunction } from 'i18next'
import { xkModeOf } from '@/core/domain/sanyi/composite'
import type { SanyiFormula } from '@/ports/api/sanyi'

const num = (n: number) => String(Math.round(n * 100) / 100)

/** How a school turns 学考 grades into points, in words ("A 15 · B 10 · C 5 · D 0，满分 150"). */
export function xkWords(formula: SanyiFormula, t: TFunction): string {
  const p = formula.points
  const mode = xkModeOf(formula)
  if (mode === 'none') return t('sanyi.xk.none')
  if (mode === 'unknown') return t('sanyi.xk.unknown')
  if (mode === 'deduction') return t('sanyi.xk.deduction', { full: num(formula.xkFull), B: num(-p.B), C: num(-p.C), D: num(-p.D) })
  // The texts hold a no-break space between a grade and its points, so a narrow cell breaks only between grades.
  const values = { A: num(p.A), B: num(p.B), C: num(p.C), D: num(p.D) }
  return mode === 'average' ? t('sanyi.xk.average', values) : t('sanyi.xk.sum', { ...values, full: num(formula.xkFull) })
}

/** A figure of the calculator, two decimals at most. */
export const score = (n: number) => (Math.round(n * 100) / 100).toFixed(2)

/** The three weights as whole percentages, for 'sanyi.calc.formula'. */
export function formulaPercents(formula: SanyiFormula) {
  const pct = (w: number) => Math.round(w * 100)
  return { xk: pct(formula.weights.xk), test: pct(formula.weights.test), gaokao: pct(formula.weights.gaokao) }
}
