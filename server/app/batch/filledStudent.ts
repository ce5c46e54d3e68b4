import type { Student } from '@/ports/api/schemas'
import type { UsesRepos } from '../../ports/ServerDeps'
import { fail, ok, type Outcome } from '../shared/outcome'

/** The saved, complete profile of the caller; batch calls make no sense before scores exist. */
export async function filledStudent(deps: UsesRepos<'students'>, userId: number): Promise<Outcome<Student>> {
  const student = await deps.repos.students.byUserId(userId)
  return student && student.isFill === '1' ? ok(student) : fail('batch.scoresFirst')
}
