import { percentText } from '../../../src/core/domain/admission/listTypes'
import { indexProbability } from '../../../src/core/domain/admission/indexProbability'
import { normalizeMajorName, programmeName } from '../../../src/core/domain/majorName'
import { rankOfScore, scoreOfRank, type ScoreRankRow } from '../../../src/core/domain/scoreRank'
import { isEligible, readSubjectRule } from '../../../src/core/domain/subjectRequirement'
import type { PlanCatalogue } from '../../ports/AdmissionModel'
import type { Dataset } from './loadChatDeps'

/**
 * The expected figures, computed from the dataset rows with the domain functions, not through the chat
 * tools: a tool that reads the wrong rows or year fails the eval instead of agreeing with itself.
 */
export class Truth {
  readonly tables = new Map<number, ScoreRankRow[]>()
  readonly latestYear: number

  constructor(
    private readonly ds: Dataset,
    private readonly cat: PlanCatalogue,
  ) {
    for (const r of ds.rank) this.tables.set(r.year, [...(this.tables.get(r.year) ?? []), r])
    for (const t of this.tables.values()) t.sort((a, b) => b.score - a.score)
    this.latestYear = Math.max(...this.tables.keys())
  }

  private table(year: number): ScoreRankRow[] {
    const t = this.tables.get(year)
    if (!t) throw new Error(`no table ${year}`)
    return t
  }

  rank(score: number, year = this.latestYear): number {
    const row = rankOfScore(this.table(year), score)
    if (!row) throw new Error(`no rank for ${score} in ${year}`)
    return row.rank
  }

  count(score: number, year = this.latestYear): number {
    return rankOfScore(this.table(year), score)?.count ?? -1
  }

  score(rank: number, year = this.latestYear): number {
    const row = scoreOfRank(this.table(year), rank)
    if (!row) throw new Error(`no score for ${rank} in ${year}`)
    return row.score
  }

  /** 等位分: the score of `year`'s rank of `score` in `toYear`. */
  equal(score: number, toYear: number, year = this.latestYear): number {
    return this.score(this.rank(score, year), toYear)
  }

  /** The school's 软科 rank as the answer writes it, and the yes-or-no its 211 flag gives. */
  ruanke(school: string): string {
    const s = this.ds.schools.find((x) => x.name === school)
    if (!s?.ruankeRank) throw new Error(`no 软科 rank for ${school}`)
    return `第${s.ruankeRank}名`
  }

  is211(school: string): string {
    const s = this.ds.schools.find((x) => x.name === school)
    if (!s) throw new Error(`no school ${school}`)
    return s.is211 ? '是，' : '不是，'
  }

  code(school: string): string {
    const s = this.ds.schools.find((x) => x.name === school)
    if (!s) throw new Error(`no school ${school}`)
    return s.code
  }

  /** The year's lowest-admitted matched programme: [score, rank]. */
  cutoff(school: string, major: string | null, year?: number): string[] {
    const code = this.code(school)
    const rows = this.ds.toudang.filter((r) => r.schoolCode === code && (major === null || r.majorKey.startsWith(major)))
    const y = year ?? Math.max(...rows.map((r) => r.year))
    const worst = rows.filter((r) => r.year === y).sort((a, b) => (b.minRank ?? -1) - (a.minRank ?? -1))[0] as (typeof rows)[number] | undefined
    if (!worst) throw new Error(`no cutoff of ${school} ${major ?? ''} in ${y}`)
    return [String(worst.minScore), String(worst.minRank)]
  }

  /** One programme's figures (its whole name, programmeName) in `year` (default: its newest): [score, rank]. */
  programme(schoolCode: string, name: string, year?: number): string[] {
    const rows = this.ds.toudang.filter((r) => r.schoolCode === schoolCode && programmeName(r.majorName) === name)
    const y = year ?? Math.max(...rows.map((r) => r.year))
    const worst = rows.filter((r) => r.year === y).sort((a, b) => (b.minRank ?? -1) - (a.minRank ?? -1))[0] as (typeof rows)[number] | undefined
    if (!worst) throw new Error(`no cutoff of ${schoolCode} ${name} in ${y}`)
    return [String(worst.minScore), String(worst.minRank ?? '无')]
  }

  /** [total, open, closed] of one school's plan-year programmes whose name begins with `major`. */
  eligibilityAt(subjects: string[], schoolCode: string, major: string): string[] {
    const rows = this.ds.plans.filter(
      (p) => p.year === this.cat.year && p.schoolCode === schoolCode && normalizeMajorName(p.majorKey).startsWith(major) && readSubjectRule(p.rule) !== null,
    )
    const open = rows.filter((p) => isEligible(readSubjectRule(p.rule) ?? { mode: 'none', subjects: [] }, subjects)).length
    return [String(rows.length), String(open), String(rows.length - open)]
  }

  /** The best probability among the plan programmes matched, as the answer shows it. */
  chance(school: string | null, major: string | null, rank: number): string {
    const code = school ? this.code(school) : null
    let best = -1
    this.cat.candidates.forEach((c) => {
      if ((code !== null && c.schoolCode !== code) || (major !== null && !normalizeMajorName(c.majorName).startsWith(major))) return
      const i = this.cat.index.position.get(c.id)
      const p = i === undefined ? null : indexProbability(this.cat.index, i, rank)
      if (p !== null && p > best) best = p
    })
    return percentText(best)
  }

  /** [total, open, closed] of the plan year's programmes of the major for these subjects. */
  eligibility(subjects: string[], major: string): string[] {
    const rows = this.ds.plans.filter((p) => p.year === this.cat.year && p.majorKey.startsWith(major) && readSubjectRule(p.rule) !== null)
    const open = rows.filter((p) => isEligible(readSubjectRule(p.rule) ?? { mode: 'none', subjects: [] }, subjects)).length
    return [String(rows.length), String(open), String(rows.length - open)]
  }

  line(year: number, batch: string): string {
    const row = this.ds.batchLines.find((b) => b.year === year && b.batch === batch)
    if (!row) throw new Error(`no line ${year} ${batch}`)
    return String(row.score)
  }

  /** The newest year with 投档线 rows: what "去年" (the last completed admission) and "前年" count back from. */
  get latestCutoffYear(): number {
    return this.ds.toudang.reduce((m, r) => Math.max(m, r.year), 0)
  }

  /** The plan year's first programme of a school whose name begins with `major` (中外合作 or not). */
  plan(school: string, major: string, sinoForeign: boolean): { tuition: number | null; length: number | null } {
    const code = this.code(school)
    const row = this.ds.plans.find((p) => p.year === this.cat.year && p.schoolCode === code && p.majorKey.startsWith(major) && p.sinoForeign === sinoForeign)
    if (!row) throw new Error(`no plan of ${school} ${major}`)
    return { tuition: row.tuition, length: row.length }
  }

  get planYear(): number {
    return this.cat.year
  }
}
