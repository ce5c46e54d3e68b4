import type { GradeCounts, GradePoints, SanyiFormula } from '@/ports/api/sanyi'

/** Zhejiang's 学业水平考试 grades ten subjects (语数外, 政史地, 物化生, 技术) A–E; E is 不合格. */
export const XK_SUBJECTS = 10
export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const
export type Grade = (typeof GRADES)[number]

/**
 * How a school turns 学考 grades into its 学考 score, read from its table:
 * - sum: points per subject added up, capped at 学考满分 (the usual 15/10/5/0 of 150);
 * - average: the mean of the subjects' points, when A is worth the full mark (南科大 7/6.5/…);
 * - deduction: 学考满分 less a deduction per grade below A (华南理工, 港中深: A = 0, B < 0 …);
 * - unknown: the school converts by its own rule with no fixed table (西湖大学, 国科大): the 学考 part is a range;
 * - none: 学考 does not count (weight 0).
 */
export type XkMode = 'sum' | 'average' | 'deduction' | 'unknown' | 'none'

export function xkModeOf(formula: SanyiFormula): XkMode {
  const { points: p, xkFull, weights } = formula
  if (weights.xk === 0) return 'none'
  const values = [p.A, p.B, p.C, p.D]
  if (xkFull <= 0 || values.every((v) => v === 0)) return 'unknown'
  if (p.A === 0) return 'deduction'
  return p.A === xkFull ? 'average' : 'sum'
}

/**
 * The school has no weighted 综合成绩 at all (口径 特殊 with 学考 and 校测 both weighted 0: 上海纽约大学's
 * qualification, 上海科技大学's bonus points), so no calculator result is shown for it.
 */
export function isWeighted(formula: SanyiFormula): boolean {
  return !(formula.basis === '特殊' && formula.weights.xk === 0 && formula.weights.test === 0)
}

/** E (不合格) earns nothing, and never more than D: in a deduction table it costs what D costs. */
export function pointsOf(points: GradePoints, grade: Grade): number {
  return grade === 'E' ? Math.min(points.D, 0) : points[grade]
}

export function gradeTotal(grades: GradeCounts): number {
  return GRADES.reduce((sum, g) => sum + grades[g], 0)
}

/** Counts are whole, non-negative and cover the ten subjects exactly. */
export function isCompleteGrades(grades: GradeCounts): boolean {
  return GRADES.every((g) => Number.isInteger(grades[g]) && grades[g] >= 0) && gradeTotal(grades) === XK_SUBJECTS
}

/** The school's 学考 score for these grades on its own scale (0 … 学考满分); null when it has no table. */
export function xkScore(formula: SanyiFormula, grades: GradeCounts): number | null {
  const mode = xkModeOf(formula)
  if (mode === 'unknown' || mode === 'none') return null
  const sum = GRADES.reduce((total, g) => total + grades[g] * pointsOf(formula.points, g), 0)
  const full = formula.xkFull
  if (mode === 'deduction') return clamp(full + sum, 0, full)
  if (mode === 'average') return clamp(sum / XK_SUBJECTS, 0, full)
  return clamp(sum, 0, full)
}

export interface CompositeInput {
  grades: GradeCounts
  /** 校测 score on the school's own scale (0 … 校测满分). */
  test: number
  /** 高考 score (0 … 高考满分). */
  gaokao: number
}

/** Each part's contribution to the 100-point 综合成绩; xk is null when the school's 学考 conversion is unknown. */
export interface Composite {
  xk: number | null
  test: number
  gaokao: number
  /** The total with the unknown 学考 part at its lowest (0) and highest (its whole weight). */
  low: number
  high: number
}

/**
 * 综合成绩 on a 100-point scale: Σ weight × part ÷ part's full mark × 100. Schools publish it on their own
 * scales (百分制, 750, 1000); with the same weights those are this figure times a constant, so the 100-point
 * form compares like with like. Null when the inputs are out of range or the school sets no weighted score.
 */
export function compositeOf(formula: SanyiFormula, input: CompositeInput): Composite | null {
  if (!isWeighted(formula) || !isCompleteGrades(input.grades)) return null
  if (!inRange(input.test, formula.testFull) || !inRange(input.gaokao, formula.gaokaoFull)) return null
  const { weights } = formula
  const share = (value: number, full: number, weight: number) => (weight === 0 || full <= 0 ? 0 : (weight * 100 * value) / full)
  const test = share(input.test, formula.testFull, weights.test)
  const gaokao = share(input.gaokao, formula.gaokaoFull, weights.gaokao)
  const mode = xkModeOf(formula)
  const score = xkScore(formula, input.grades)
  const xk = mode === 'none' ? 0 : score === null ? null : share(score, formula.xkFull, weights.xk)
  const known = test + gaokao + (xk ?? 0)
  return { xk, test, gaokao, low: known, high: xk === null ? known + weights.xk * 100 : known }
}

/** How many 综合成绩 points ten more points of 校测 (on a 100-point 校测 scale) are worth. */
export function testLeverage(formula: SanyiFormula): number {
  return isWeighted(formula) ? formula.weights.test * 10 : 0
}

function inRange(value: number, full: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= full
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
