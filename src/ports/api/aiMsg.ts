import { z } from 'zod'
import { endpoint } from './endpoint'
import { UserIdField } from './schemas'

/** One chosen target major with how many programmes of it the student wants (spec §3 "jsonList … with num"). */
export const TargetMajorItem = z.object({ name: z.string().min(1).max(64), num: z.coerce.number().int().min(1).max(80), code: z.string().max(16).optional() })
export type TargetMajorItem = z.infer<typeof TargetMajorItem>

/**
 * Target info for the AI recommendation (spec §3 "Target info"). `major` is comma-joined; `jsonList`
 * is a JSON list of TargetMajorItem whose length must equal the number of majors (else "Data
 * inconsistent!"); a jsonList that is not such a list is "Target major parse failed!". Both rules are
 * src/core/domain/aiTarget.ts, applied by the web app before saving and by the server on save.
 * maxTuition (yuan/year, optional budget) and excludeSinoForeign are our additions for the list filters.
 */
export const AiTarget = z.object({
  major: z.string().max(4000),
  jsonList: z.string().max(20000),
  province: z.string().max(1000),
  maxTuition: z.coerce.number().int().min(0).max(1000000).nullable().optional(),
  excludeSinoForeign: z.boolean().optional(),
  userId: UserIdField,
})
export type AiTarget = z.infer<typeof AiTarget>

export const addAiTarget = endpoint('addAiTarget', 'POST', '/api/gk/gk-ai-msg/add', AiTarget, z.null(), { issue: 5 })
export const deleteAiTarget = endpoint('deleteAiTarget', 'GET', '/api/gk/gk-ai-msg/del', z.object({ userId: UserIdField }), z.null(), { issue: 5 })
export const aiTarget = endpoint('aiTarget', 'GET', '/api/gk/gk-ai-msg/detailed', z.object({ userId: UserIdField }), AiTarget.nullable(), { issue: 5 })
