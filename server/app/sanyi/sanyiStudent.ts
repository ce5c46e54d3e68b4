import { parseSubjectKeys, subjectNames } from '@/core/domain/subjects'
import type { UsesRepos } from '../../ports/ServerDeps'

/** What the 三位一体 pages read of the student: 选考 subjects (canonical names) and the profile's 高考 total. */
export async function sanyiStudent(deps: UsesRepos<'students' | 'users'>, userId: number): Promise<{ subjects: string[]; total: number | null }> {
  const [student, user] = await Promise.all([deps.repos.students.byUserId(userId), deps.repos.users.byId(userId)])
  const total = student?.total
  return {
    subjects: subjectNames(parseSubjectKeys(student?.subject ?? user?.subject)),
    total: typeof total === 'number' && Number.isFinite(total) && total > 0 ? total : null,
  }
}
