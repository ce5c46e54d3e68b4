import type { Membership } from '../../ports/MembershipRepo'
import type { UsesRepos } from '../../ports/ServerDeps'
import { isTestMode } from './isTestMode'

/** What the item costs now, fen: nothing in test mode (the limited-time trial), else its price. */
export async function priceOf(deps: UsesRepos<'content'>, item: Membership): Promise<number> {
  return (await isTestMode(deps)) ? 0 : item.priceFen
}
