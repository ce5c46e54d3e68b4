import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import { Codes } from '@/ports/api/endpoint'
import type { PlanCatalogue } from '../ports/AdmissionModel'
import type { ServerDeps } from '../ports/ServerDeps'
import type { UserRecord } from '../ports/UserRepo'
import type { VolunteerDeps } from '../ports/VolunteerDeps'
import { ok, type Outcome } from './outcome'

const empty = (error: 'volunteer.noRank' | 'volunteer.noPlan'): Outcome<never> => ({ ok: false, error, code: Codes.empty })

/** The student as the plan tools see them: rank in the plan year, 选考 subjects, and which plan levels their batch fills. */
export interface VolunteerStudent {
  rank: number
  subjects: string[]
  /** 一段 fills 本科 programmes; 二段 fills the rest too. */
  levels: ReadonlySet<string>
}

/**
 * Code 2 ("no data", an empty list on the client) when the student has no rank or no ordinary batch:
 * the model covers the 普通类 segments only, and art/sport batches are ranked by 综合分 instead.
 */
export async function volunteerStudent(deps: ServerDeps, user: UserRecord): Promise<Outcome<VolunteerStudent>> {
  const student = await deps.repos.students.byUserId(user.id)
  const rank = student?.rankZs ?? null
  const batch = (await deps.repos.batches.batches()).find((b) => b.id === (student?.batchId ?? 0))
  if (!student || rank === null || rank <= 0 || !batch) return empty('volunteer.noRank')
  if (batch.kind !== 'ordinary' || (batch.lineBatch !== '一段' && batch.lineBatch !== '二段')) return empty('volunteer.noPlan')
  const subjects = subjectNames(parseSubjectKeys(student.subject ?? user.subject))
  return ok({ rank, subjects, levels: new Set(batch.lineBatch === '一段' ? ['本科'] : ['本科', '专科', '']) })
}

/** The fitted plan catalogue, or a "still loading / no plan" failure. */
export async function catalogueOf(v: VolunteerDeps): Promise<Outcome<PlanCatalogue>> {
  const c = await v.model.catalogue()
  return c ? ok(c) : empty('volunteer.noPlan')
}

export function volunteerDepsOf(deps: ServerDeps): VolunteerDeps | null {
  return deps.volunteer ?? null
}
