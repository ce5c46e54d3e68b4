import { z } from 'zod'
import { endpoint } from './endpoint'
import { UserIdField } from './schemas'

/** Target info for the AI recommendation (spec §3 "Target info"). */
export const AiTarget = z.object({
  major: z.string().max(4000),
  /** JSON list of { …, num }; its length must equal the number of majors ("Data inconsistent!"). */
  jsonList: z.string().max(20000),
  province: z.string().max(1000),
  userId: UserIdField,
})

export const addAiTarget = endpoint('addAiTarget', 'POST', '/api/gk/gk-ai-msg/add', AiTarget, z.null(), { issue: 5 })
export const deleteAiTarget = endpoint('deleteAiTarget', 'GET', '/api/gk/gk-ai-msg/del', z.object({ userId: UserIdField }), z.null(), { issue: 5 })
export const aiTarget = endpoint('aiTarget', 'GET', '/api/gk/gk-ai-msg/detailed', z.object({ userId: UserIdField }), AiTarget.nullable(), { issue: 5 })
