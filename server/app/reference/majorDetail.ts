import { programmeMatchesMajor } from '@/core/domain/catalogueMatch'
import type { ServerDeps } from '../../ports/ServerDeps'
import { fail, ok } from '../shared/outcome'
import { groupProgrammes } from './groupProgrammes'
import { schoolTags } from './schoolTags'

/**
 * A catalogue major and the Zhejiang programmes that are it: the same name (with campus/合作 notes),
 * or its 专业类 enrolled as a group whose notes include it (see catalogueMatch). Schools are ordered by
 * their best newest-year rank, since the adapter returns rows newest year, best rank first.
 */
export async function majorDetail(deps: Pick<ServerDeps, 'reference'>, input: { majorCode: string }) {
  const ref = deps.reference
  const major = (await ref.majors()).find((m) => m.code === input.majorCode)
  if (!major) return fail('common.notFound')
  const candidates = await ref.cutoffsOfMajor([major.name, major.className])
  const cutoffs = candidates.filter((c) => programmeMatchesMajor(c.majorKey, major) !== null)
  const bySchool = new Map<string, typeof cutoffs>()
  for (const c of cutoffs) bySchool.set(c.schoolCode, [...(bySchool.get(c.schoolCode) ?? []), c])
  const schools = []
  for (const [code, rows] of bySchool) {
    const s = await ref.school(code)
    const programmes = groupProgrammes(rows).map((p) => ({ ...p, match: programmeMatchesMajor(p.majorKey, major) ?? 'major' }))
    schools.push({ code, name: s?.name ?? code, moeCode: s?.moeCode ?? null, province: s?.province ?? null, tags: s ? schoolTags(s) : [], programmes })
  }
  return ok({ major, schools, sourceYears: await ref.cutoffYears() })
}
