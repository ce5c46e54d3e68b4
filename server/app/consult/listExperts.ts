import type { OutputOf } from '@/ports/api/endpoint'
import type * as consult from '@/ports/api/consult'
import type { UsesRepos } from '../../ports/ServerDeps'
import { ok, type Outcome } from '../shared/outcome'

/** The experts shown on the consultation page: the visible ones, in the operator's order. */
export async function listExperts(deps: UsesRepos<'experts'>): Promise<Outcome<OutputOf<typeof consult.expertList>>> {
  const experts = await deps.repos.experts.all()
  return ok(
    experts
      .filter((e) => e.visible)
      .map((e) => ({
        id: e.id,
        name: e.name,
        title: e.title,
        years: e.years,
        specialities: e.specialities,
        bio: e.bio,
        availability: e.availability,
        accepting: e.accepting,
      })),
  )
}
