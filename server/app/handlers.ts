import { authHandlers } from './authHandlers'
import type { Handler } from './outcome'
import { systemHandlers } from './systemHandlers'
import { referenceHandlers } from './referenceHandlers'
import { profileHandlers } from './profileHandlers'
import { volunteerHandlers } from './volunteerHandlers'

/**
 * Every implemented endpoint, keyed by endpoint name. Each area adds its own map here;
 * endpoints without an entry answer "coming soon" (common.notYet).
 */
export const handlers: Record<string, Handler> = {
  ...authHandlers,
  ...systemHandlers,
  ...referenceHandlers,
  ...profileHandlers,
  ...volunteerHandlers,
}
