import { programmeMatchesMajor } from '@/core/domain/catalogueMatch'
import type { ServerDeps } from '../../ports/ServerDeps'
import { fail, ok } from '../shared/outcome'
import { groupProgrammes } from './groupProgrammes'
import { schoolTags } from './schoolTags'

/**
 * A catalogue major and the Zhejiang programmes that are it: the same name (with campus/合作 notes),
 * or its 专业类 enrolled as a group whose notes include it (see catalogueMatch). Schools are ordered by
 * their best newest-year rank, since the adapter returns rows newest year, best rank first. Each school also
 * carries its plan-year rows of those programmes (选考 requirement, 学制, tuition), matched by the same rule.
 */
export async function majorDetail(deps: Pick<ServerDeps, 'reference'>, input: { majorCode: string }) {
  const ref = deps.reference
  const major = (await ref.majors()).find((m) => m.code === input.majorCode)
  if (!major) return fail('common.notFound')
  const candidates = await ref.cutoffsOfMajor([major.name, major.className])
  const cutoffs = candidates.filter((c) => programmeMatchesMajor(c.majorKey, major) !== null)
  const bySchool = new Map<string, typeof cutoffs>()
  for (const c of cutoffs) bySchool.set(c.schoolCode, [...(bySchool.get(c.schoolCode) ?? []), c])
  const found = await Promise.all(
    [...bySchool].map(async ([code, rows]) => {
      const [s, plans] = await Promise.all([ref.school(code), ref.plansOfSchool(code)])
      const programmes = groupProgrammes(rows).map((p) => ({ ...p, match: programmeMatchesMajor(p.majorKey, major) ?? 'major' }))
      return { code, s, programmes, plans: plans.filter((p) => programmeMatchesMajor(p.majorKey, major) !== null) }
    }),
  )
  const planYear = found.reduce<number | null>((m, f) => f.plans.reduce<number | null>((n, p) => (n === null || p.year > n ? p.year : n), m), null)
  const schools = found.map(({ code, s, programmes, plans }) => ({
    code,
    name: s?.name ?? code,
    moeCode: s?.moeCode ?? null,
    province: s?.province ?? null,
    tags: s ? schoolTags(s) : [],
    programmes,
    plans: plans
      .filter((p) => p.year === planYear)
      .map((p) => ({
        year: p.year,
        majorCode: p.majorCode,
        majorName: p.majorName,
        majorKey: p.majorKey,
        plan: p.plan,
        requirement: p.requirement,
        tuition: p.tuition,
        length: p.length,
      })),
  }))
  return ok({ major, schools, sourceYears: await ref.cutoffYears(), planYear })
}
