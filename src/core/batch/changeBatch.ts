import type { EventBus } from '@/ports/EventBus'
import type { HttpApi } from '@/ports/HttpApi'
import type { Navigator } from '@/ports/Navigator'
import { deleteAiTarget } from '@/ports/api/aiMsg'
import { checkBatch } from '@/ports/api/batch'
import { recommendedPlanPage } from '@/ports/api/plan'
import { sessionUserOf, type SessionUser } from '@/core/session/sessionUser'
import { studentInfo } from '@/ports/api/system'
import { updateStudentBatch } from '@/ports/api/user'
import { batchFlow, initialBatchFlow, type BatchChoice, type BatchFlowState } from '../domain/batchChange'
import { attempt } from '../result'

export interface ChangeBatchDeps {
  api: HttpApi
  events: EventBus
  navigator: Navigator
}

export interface ChangeBatchRequest {
  choice: BatchChoice | null
  current: BatchChoice | null
  batchCount: number
  artTypeCount: number
  /** Asks "your score is below the minimum line of this batch, continue?" (message key batch.belowLine). */
  askBelowLine: () => Promise<boolean>
}

/**
 * Changing the batch: the effects of each state of core/domain batchFlow. The final state tells the
 * dialog what to do: 'choosing' (show its error), 'closed', 'cancelled', 'failed', or 'switched' (show
 * "Switched!" when `announce`). `user` is the reloaded record after a switch.
 */
export async function changeBatch(deps: ChangeBatchDeps, request: ChangeBatchRequest): Promise<{ state: BatchFlowState; user: SessionUser | null }> {
  const { askBelowLine, ...confirm } = request
  let state = batchFlow(initialBatchFlow, { type: 'confirm', ...confirm })
  if (state.step !== 'checking') return { state, user: null }
  const choice = state.choice
  const check = await attempt(() => deps.api.call(checkBatch, { batchId: choice.batchId }))
  state = batchFlow(state, check.ok ? { type: 'checked', aboveLine: check.value } : { type: 'checkFailed', error: check.error })
  if (state.step === 'confirmBelowLine') state = batchFlow(state, { type: 'answered', proceed: await askBelowLine() })
  if (state.step !== 'switching') return { state, user: null }

  // Cleaning the old target and warming the recommendation are best effort: the switch itself is the
  // student's record, and a missing target or an unavailable plan service must not block it.
  await attempt(() => deps.api.call(deleteAiTarget, {}))
  const updated = await attempt(() => deps.api.call(updateStudentBatch, { batchId: choice.batchId, artTypeName: choice.artType ?? undefined }))
  if (!updated.ok) return { state: batchFlow(state, { type: 'switchFailed', error: updated.error }), user: null }
  await attempt(() => deps.api.call(recommendedPlanPage, { isRecommend: 1, pageNum: 1, pageSize: 1, isAi: 0 }))
  const reloaded = await attempt(() => deps.api.call(studentInfo, {}))
  state = batchFlow(state, { type: 'switchDone' })
  deps.events.emit('BatchChange', { batchId: choice.batchId })
  deps.navigator.go(deps.navigator.current(), { replace: true })
  return { state, user: reloaded.ok ? sessionUserOf(reloaded.value.loginUser) : null }
}
