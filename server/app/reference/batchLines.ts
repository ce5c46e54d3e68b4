import type { ServerDeps } from '../../ports/ServerDeps'
import { ok } from '../shared/outcome'

/** The control lines (一段, 二段, art, sport) of one year, or of every year. */
export async function batchLines(deps: Pick<ServerDeps, 'reference'>, q: { year?: number }) {
  return ok(await deps.reference.batchLines(q.year))
}
