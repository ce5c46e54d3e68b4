import type { OutputOf } from '@/ports/api/endpoint'
import type { sportRatio } from '@/ports/api/school'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** provinceRatio (sport): the 综合分 ratios of the sport batches. */
export async function sportRatios(deps: UsesRepos<'batches'>): Promise<Outcome<OutputOf<typeof sportRatio>>> {
  return ok((await deps.repos.batches.ratios()).filter((ratio) => ratio.kind === 'sport'))
}
