import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as sanyi from '@/ports/api/sanyi'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'
import { callerOf, ok, type Call, type Outcome } from '../shared/outcome'
import { sanyiStudent } from './sanyiStudent'

/** The calculator's saved inputs (null before the first save) and the profile's 高考 total to start from. */
export async function sanyiInputs(
  deps: UsesRepos<'sanyiInputs' | 'students' | 'users'>,
  _input: unknown,
  call: Call,
): Promise<Outcome<OutputOf<typeof sanyi.sanyiInputs>>> {
  const userId = callerOf(call)
  const [inputs, student] = await Promise.all([deps.repos.sanyiInputs.get(userId), sanyiStudent(deps, userId)])
  return ok({ inputs, profileGaokao: student.total })
}

export async function saveSanyiInputs(
  deps: UsesRepos<'sanyiInputs'> & Pick<ServerDeps, 'clock'>,
  input: ParsedInputOf<typeof sanyi.sanyiSaveInputs>,
  call: Call,
): Promise<Outcome<null>> {
  await deps.repos.sanyiInputs.save(callerOf(call), { grades: input.grades, testPercent: input.testPercent, gaokao: input.gaokao }, deps.clock.now())
  return ok(null)
}
