import { aiHandlers } from '../app/ai/aiHandlers'
import { assessmentHandlers } from '../app/assessment/assessmentHandlers'
import { authHandlers } from '../app/auth/authHandlers'
import { batchHandlers } from '../app/batch/batchHandlers'
import { chatHandlers, chatStreamHandlers } from '../app/chat/chatHandlers'
import { checkHandlers } from '../app/check/checkHandlers'
import { datavHandlers } from '../app/datav/datavHandlers'
import { consultHandlers } from '../app/consult/consultHandlers'
import { payHandlers } from '../app/pay/payHandlers'
import { profileHandlers } from '../app/profile/profileHandlers'
import { referenceHandlers } from '../app/reference/referenceHandlers'
import { sanyiHandlers } from '../app/sanyi/sanyiHandlers'
import { sessionHandlers } from '../app/session/sessionHandlers'
import type { Handler, StreamHandler } from '../app/shared/handle'
import { systemHandlers } from '../app/system/systemHandlers'
import { volunteerHandlers } from '../app/volunteer/volunteerHandlers'

/**
 * Every implemented endpoint, keyed by endpoint name; each area registers its own use cases. Endpoints
 * without an entry answer "coming soon" (common.notYet).
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
  ...chatHandlers,
  ...payHandlers,
  ...sanyiHandlers,
  ...assessmentHandlers,
  ...consultHandlers,
  ...datavHandlers,
}

/** Every endpoint that answers a stream (response 'sse'), keyed by endpoint name. */
export const streamHandlers: Record<string, StreamHandler> = {
  ...chatStreamHandlers,
}
