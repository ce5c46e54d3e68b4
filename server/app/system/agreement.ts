import type { Agreement } from '../../ports/ContentRepo'
import type { UsesRepos } from '../../ports/ServerDeps'
import { fail, ok, type Outcome } from '../shared/outcome'

/** An agreement text by id (1, the user agreement, by default); none stored is "no content yet". */
export async function agreement(deps: UsesRepos<'content'>, input: { id: number }): Promise<Outcome<Agreement>> {
  const found = await deps.repos.content.agreement(input.id)
  return found ? ok(found) : fail('common.noContent')
}
