import type { ParsedInputOf, OutputOf } from '@/ports/api/endpoint'
import type { artRatio } from '@/ports/api/school'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** provinceRatio (art): the 综合分 ratios of the art types, or of the one asked for. */
export async function artRatios(deps: UsesRepos<'batches'>, input: ParsedInputOf<typeof artRatio>): Promise<Outcome<OutputOf<typeof artRatio>>> {
  return ok((await deps.repos.batches.ratios()).filter((ratio) => ratio.kind === 'art' && (!input.artType || ratio.type === input.artType)))
}
