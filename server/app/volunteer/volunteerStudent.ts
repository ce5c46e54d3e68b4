import type { Segment } from '@/core/domain/admission/studentView'
import type { StudentFacts } from '@/core/domain/admission/noteRules'
import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import { Codes } from '@/ports/api/endpoint'
import type { UsesRepos } from '../../ports/ServerDeps'
import type { UserRecord } from '../../ports/UserRepo'
import { ok, type Outcome } from '../shared/outcome'

/** The student as the plan tools see them: rank, 选考 subjects, segment, and what the note rules need. */
export interface VolunteerStudent {
  rank: number
  subjects: string[]
  segment: Segment
  /** 一段 fills 本科 programmes; 二段 fills the rest too. */
  levels: ReadonlySet<string>
  total: number | null
  facts: StudentFacts
}

export type VolunteerStudentDeps = UsesRepos<'students' | 'batches'>

const empty = (error: 'volunteer.noRank' | 'volunteer.noPlan'): Outcome<never> => ({ ok: false, error, code: Codes.empty })

const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/**
 * Code 2 ("no data", an empty list on the client) when the student has no rank or no ordinary batch:
 * the model covers the 普通类 segments only, and art/sport batches are ranked by 综合分 instead.
 */
export async function volunteerStudent(deps: VolunteerStudentDeps, user: UserRecord): Promise<Outcome<VolunteerStudent>> {
  const student = await deps.repos.students.byUserId(user.id)
  const rank = student?.rankZs ?? null
  const batch = (await deps.repos.batches.batches()).find((b) => b.id === (student?.batchId ?? 0))
  if (!student || rank === null || rank <= 0 || !batch) return empty('volunteer.noRank')
  if (batch.kind !== 'ordinary' || (batch.lineBatch !== '一段' && batch.lineBatch !== '二段')) return empty('volunteer.noPlan')
  const subjects = subjectNames(parseSubjectKeys(student.subject ?? user.subject))
  const segment: Segment = batch.lineBatch
  return ok({
    rank,
    subjects,
    segment,
    levels: new Set(segment === '一段' ? ['本科'] : ['本科', '专科', '']),
    total: num(student.total),
    facts: { scores: { chinese: num(student.chinese), math: num(student.math), english: num(student.english) }, sex: student.sex ?? null },
  })
}
