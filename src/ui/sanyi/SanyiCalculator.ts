import { makeAutoObservable } from 'mobx'
import { compositeOf, gradeTotal, XK_SUBJECTS, type Composite, type Grade } from '@/core/domain/sanyi/composite'
import type { GradeCounts, SanyiInputs, SanyiSchool } from '@/ports/api/sanyi'

/** The calculator's form: 学考 grade counts, a 校测 score on the chosen school's scale, a 高考 score. */
export class SanyiCalculator {
  grades: GradeCounts = { A: 0, B: 0, C: 0, D: 0, E: 0 }
  /** Typed text, so a half-typed number stays on screen; parsed by the getters. */
  testText = ''
  gaokaoText = ''

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get gradeTotal() {
    return gradeTotal(this.grades)
  }

  get gradesComplete() {
    return this.gradeTotal === XK_SUBJECTS
  }

  setGrade(grade: Grade, value: number) {
    const others = this.gradeTotal - this.grades[grade]
    this.grades = { ...this.grades, [grade]: Math.max(0, Math.min(XK_SUBJECTS - others, Math.round(value) || 0)) }
  }

  step(grade: Grade, by: 1 | -1) {
    this.setGrade(grade, this.grades[grade] + by)
  }

  /** Fills the form from saved inputs (the 校测 percentage on this school's scale) or the profile's 高考 total. */
  fill(inputs: SanyiInputs | null, profileGaokao: number | null, school: SanyiSchool | null) {
    if (inputs) {
      this.grades = { ...inputs.grades }
      if (school) this.testText = trimNumber((inputs.testPercent / 100) * school.formula.testFull)
    }
    const gaokao = inputs?.gaokao ?? profileGaokao
    if (gaokao !== null) this.gaokaoText = trimNumber(gaokao)
  }

  /** Keeps the 校测 score the same share of the full mark when the school (and so its scale) changes. */
  rescale(from: SanyiSchool | null, to: SanyiSchool) {
    const test = this.test(from)
    if (from && test !== null) this.testText = trimNumber((test / from.formula.testFull) * to.formula.testFull)
  }

  setTest(text: string) {
    this.testText = text
  }

  setGaokao(text: string) {
    this.gaokaoText = text
  }

  /** The 校测 score when it is a number within the school's scale, else null. */
  test(school: SanyiSchool | null): number | null {
    return numberIn(this.testText, school?.formula.testFull ?? 0)
  }

  gaokao(school: SanyiSchool | null): number | null {
    return numberIn(this.gaokaoText, school?.formula.gaokaoFull ?? 750)
  }

  /** What is still missing or out of range, as message keys (empty when the result can be shown). */
  problems(school: SanyiSchool | null): string[] {
    const out: string[] = []
    if (!this.gradesComplete) out.push('sanyi.calc.needGrades')
    if (this.test(school) === null) out.push('sanyi.calc.needTest')
    if (this.gaokao(school) === null) out.push('sanyi.calc.needGaokao')
    return out
  }

  result(school: SanyiSchool | null): Composite | null {
    const test = this.test(school)
    const gaokao = this.gaokao(school)
    if (!school || !this.gradesComplete || test === null || gaokao === null) return null
    return compositeOf(school.formula, { grades: this.grades, test, gaokao })
  }

  /** The inputs to save: the 校测 score as a percentage, so it carries over to every school's scale. */
  inputs(school: SanyiSchool | null): SanyiInputs | null {
    const test = this.test(school)
    if (!school || !this.gradesComplete || test === null) return null
    return { grades: { ...this.grades }, testPercent: round2((test / school.formula.testFull) * 100), gaokao: this.gaokao(school) }
  }
}

function numberIn(text: string, max: number): number | null {
  const t = text.trim()
  if (!/^\d+(\.\d+)?$/.test(t)) return null
  const n = Number(t)
  return n >= 0 && n <= max ? n : null
}

const round2 = (n: number) => Math.round(n * 100) / 100
const trimNumber = (n: number) => String(round2(n))
