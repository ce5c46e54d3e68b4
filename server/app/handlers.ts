import { aiHandlers } from './ai/aiHandlers'
import { authHandlers } from './auth/authHandlers'
import { batchHandlers } from './batch/batchHandlers'
import { checkHandlers } from './check/checkHandlers'
import { profileHandlers } from './profile/profileHandlers'
import { referenceHandlers } from './reference/referenceHandlers'
import { sessionHandlers } from './session/sessionHandlers'
import type { Handler } from './shared/handle'
import { systemHandlers } from './system/systemHandlers'
import { volunteerHandlers } from './volunteer/volunteerHandlers'

/**
 * Every implemented endpoint, keyed by endpoint name; each area registers its own use cases. Endpoints
 * without an entry (chat, payment, 三位一体: features not built yet) answer "coming soon" (common.notYet).
 */
export const handlers: Record<string, Handler> = {
  ...authHandlers,
  ...sessionHandlers,
  ...profileHandlers,
  ...batchHandlers,
  ...referenceHandlers,
  ...systemHandlers,
  ...volunteerHandlers,
  ...aiHandlers,
  ...checkHandlers,
}
