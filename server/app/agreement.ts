import type { Agreement } from '../ports/ContentRepo'
import type { ServerDeps } from '../ports/ServerDeps'
import { fail, ok, type Outcome } from './outcome'

export async function agreement(deps: ServerDeps, input: { id: number }): Promise<Outcome<Agreement>> {
  const found = await deps.repos.content.agreement(input.id)
  return found ? ok(found) : fail('common.noContent')
}
