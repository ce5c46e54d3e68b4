import { parseSubjectKeys, type ElectiveKey } from '@/core/domain/subjects'
import type { UsesRepos } from '../../ports/ServerDeps'
import type { UserRecord } from '../../ports/UserRepo'

/** The student's 选考 subjects from the profile (the student record, else the account's), [] when none chosen. */
export async function studentSubjectsOf(deps: UsesRepos<'students'>, user: UserRecord): Promise<ElectiveKey[]> {
  const student = await deps.repos.students.byUserId(user.id)
  return parseSubjectKeys(student?.subject ?? user.subject)
}
