import type { OutputOf } from '@/ports/api/endpoint'
import type * as sanyi from '@/ports/api/sanyi'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** The 三位一体 catalogue as loaded (the shipped copy or an operator's import), with where it came from. */
export async function listSanyiSchools(deps: UsesRepos<'sanyiCatalogue'>): Promise<Outcome<OutputOf<typeof sanyi.sanyiSchools>>> {
  const { meta, schools, majors } = await deps.repos.sanyiCatalogue.catalogue()
  return ok({ meta, schools, majors })
}
