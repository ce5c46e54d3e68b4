import { accessTo } from '@/core/domain/access'
import { compositeOf, testLeverage } from '@/core/domain/sanyi/composite'
import { eligibleMajors } from '@/core/domain/sanyi/eligibleMajors'
import type { OutputOf } from '@/ports/api/endpoint'
import { needServiceCode } from '@/ports/api/plan'
import type * as sanyi from '@/ports/api/sanyi'
import type { UsesRepos } from '../../ports/ServerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from '../shared/outcome'
import { sanyiStudent } from './sanyiStudent'

type Deps = UsesRepos<'sanyiCatalogue' | 'sanyiInputs' | 'students' | 'users'>

/**
 * 三位一体志愿参考 (needs isThreeOne): each school with the caller's 综合成绩 under its formula — their saved 学考
 * grades and expected 校测 result, their 高考 score (the saved one, else the profile's) — and the majors open to
 * their 选考 subjects. No composite when inputs are missing or the school sets no weighted score.
 */
export async function sanyiPageList(deps: Deps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof sanyi.sanyiPageList>>> {
  const userId = callerOf(call)
  const user = await deps.repos.users.byId(userId)
  if (!user) return fail('common.sessionExpired')
  const access = accessTo('threeOne', user)
  if (!access.allowed) return { ok: false, error: 'sanyi.needThreeOne', code: needServiceCode(access.serviceType), params: { serviceType: access.serviceType } }
  const [catalogue, inputs, student] = await Promise.all([
    deps.repos.sanyiCatalogue.catalogue(),
    deps.repos.sanyiInputs.get(userId),
    sanyiStudent(deps, userId),
  ])
  const gaokao = inputs?.gaokao ?? student.total
  const gaokaoFrom = inputs?.gaokao != null ? 'input' : student.total !== null ? 'profile' : null
  const rows = catalogue.schools.map((school) => {
    const majors = catalogue.majors.filter((m) => m.school === school.name)
    const f = school.formula
    const composite =
      inputs && gaokao !== null
        ? compositeOf(f, { grades: inputs.grades, test: (inputs.testPercent / 100) * f.testFull, gaokao: Math.min(gaokao, f.gaokaoFull) })
        : null
    return {
      school: school.name,
      composite,
      testLeverage: testLeverage(f),
      majorCount: majors.length,
      eligible: eligibleMajors(majors, student.subjects, school.source.year),
    }
  })
  return ok({ inputs, gaokao, gaokaoFrom, subjects: student.subjects, rows })
}
