import type { SchoolChancesData } from './loadSchoolChances'
import type { SchoolDetailData } from './loadSchoolDetail'

type Programme = SchoolDetailData['programmes'][number]
type PlanRow = SchoolDetailData['plans'][number]
type Chance = SchoolChancesData['items'][number]

/** A programme of a school as its page lists it: the 投档线 years, its plan-year rows and the student's chances. */
export interface ProgrammeRow {
  /** The programme's name key (school-local identity across years). */
  key: string
  majorName: string
  /** Newest first; empty for a programme new in the plan year. */
  years: Programme['years']
  /** Its rows in the newest plan (usually one; a programme may enrol under two 专业代号, e.g. two campuses). */
  plans: PlanRow[]
  /** The student's chance for each of those plan rows (planId order of `plans`); empty for a visitor. */
  chances: Chance[]
}

/**
 * Joins a school's programmes (by name key) with its newest plan and the student's chances: every programme
 * with history in the server's order, then the plan-year programmes that have none yet (new this year).
 */
export function programmeRows(data: Pick<SchoolDetailData, 'programmes' | 'plans'>, chances: Pick<SchoolChancesData, 'items'> | null): ProgrammeRow[] {
  const plansOf = new Map<string, PlanRow[]>()
  for (const p of data.plans) plansOf.set(p.majorKey, [...(plansOf.get(p.majorKey) ?? []), p])
  const chanceOf = new Map((chances?.items ?? []).map((c) => [c.majorCode, c]))
  const chancesFor = (plans: PlanRow[]) => plans.map((p) => chanceOf.get(p.majorCode)).filter((c): c is Chance => c !== undefined)
  const rows: ProgrammeRow[] = data.programmes.map((p) => {
    const plans = plansOf.get(p.majorKey) ?? []
    return { key: p.majorKey, majorName: p.majorName, years: p.years, plans, chances: chancesFor(plans) }
  })
  const known = new Set(data.programmes.map((p) => p.majorKey))
  for (const [key, plans] of plansOf) if (!known.has(key)) rows.push({ key, majorName: plans[0].majorName, years: [], plans, chances: chancesFor(plans) })
  return rows
}
