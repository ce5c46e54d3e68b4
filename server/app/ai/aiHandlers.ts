import * as aiMsg from '@/ports/api/aiMsg'
import * as plan from '@/ports/api/plan'
import { handle } from '../shared/handle'
import { aiTargetDetail } from './aiTargetDetail'
import { deleteAiTarget } from './deleteAiTarget'
import { joinAi } from './joinAi'
import { saveAiTarget } from './saveAiTarget'

/** AI 志愿: the saved target with its preferences, and the one-click list built from it. */
export const aiHandlers = {
  ...handle(aiMsg.addAiTarget, saveAiTarget),
  ...handle(aiMsg.aiTarget, aiTargetDetail),
  ...handle(aiMsg.deleteAiTarget, deleteAiTarget),
  ...handle(plan.joinAi, joinAi),
}
