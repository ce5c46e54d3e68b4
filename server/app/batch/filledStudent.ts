import type { Student } from '@/ports/api/schemas'
import type { UsesRepos } from '../../ports/ServerDeps'
import { fail, ok, type Outcome } from '../shared/outcome'
import { profileComplete } from '@/core/domain/profileComplete'

/** The saved, complete profile of the caller; batch calls make no sense before scores exist. */
export async function filledStudent(deps: UsesRepos<'students'>, userId: number): Promise<Outcome<Student>> {
  const student = await deps.repos.students.byUserId(userId)
  return student && profileComplete(student) ? ok(student) : fail('batch.scoresFirst')
}
