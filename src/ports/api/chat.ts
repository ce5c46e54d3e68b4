import { z } from 'zod'
import { deferred } from './deferred'
import { endpoint } from './endpoint'
import { PageQuery, UserIdField, pageOf } from './schemas'

const question = deferred(() => z.string().trim().min(1).max(2000, 'common.tooLong'))
const Group = deferred(() => z.object({ uaGroup: z.string(), question: z.string(), answer: z.string().nullable() }))
const Talk = deferred(() => z.object({ question: z.string(), answer: z.string(), thought: z.string().nullable().optional() }))

export const hotQuestions = endpoint(
  'hotQuestions',
  'GET',
  '/api/gk/answer/page',
  () => PageQuery,
  () => pageOf(z.object({ id: z.number().int(), name: z.string() })),
  {
    auth: false,
  },
)
export const saveTalk = endpoint(
  'saveTalk',
  'POST',
  '/api/gk/user-answer/add',
  () => Talk.extend({ uaGroup: z.string().max(64), userId: UserIdField }),
  () => z.null(),
)
export const talkList = endpoint(
  'talkList',
  'GET',
  '/api/gk/user-answer/list',
  () => z.object({ userId: UserIdField }),
  () => z.array(Talk),
)
export const saveTalkXf = endpoint(
  'saveTalkXf',
  'POST',
  '/api/gk/user-answer/add/xf',
  () => Talk.extend({ uaGroup: z.string().max(64), userId: UserIdField }),
  () => z.null(),
)
export const talkByGroup = endpoint(
  'talkByGroup',
  'GET',
  '/api/gk/user-answer/selectByGroup',
  () => z.object({ uaGroup: z.string().max(64), userId: UserIdField }),
  () => z.array(Talk),
)
export const talkGroups = endpoint(
  'talkGroups',
  'GET',
  '/api/gk/user-answer/getGroup',
  () => z.object({ userId: UserIdField }),
  () => z.array(Group),
)
export const deleteTalkGroup = endpoint(
  'deleteTalkGroup',
  'GET',
  '/api/gk/user-answer/del/uaGroup',
  () => z.object({ uaGroup: z.string().max(64), userId: UserIdField }),
  () => z.null(),
)
export const stopStream = endpoint(
  'stopStream',
  'GET',
  '/xf/api/aliyun/dashScope/stop',
  () => z.object({ userId: UserIdField, token: z.string().max(128).optional() }),
  () => z.null(),
)
/** Plain question call; path not shown in the spec, chosen here. */
export const askQuestion = endpoint(
  'askQuestion',
  'POST',
  '/api/gk/user-answer/ask',
  () => z.object({ question, userId: UserIdField, uaGroup: z.string().max(64) }),
  () => z.string(),
)
/** Streaming answer (SSE); path not shown in the spec, chosen here. Messages: {code, content}. */
export const streamAnswer = endpoint(
  'streamAnswer',
  'GET',
  '/xf/api/aliyun/dashScope/stream',
  () => z.object({ userId: UserIdField, question, token: z.string().max(128), uuid: z.string().max(32), uaGroup: z.string().max(64) }),
  () => z.object({ code: z.number().int(), content: z.string() }),
  { response: 'sse' },
)
