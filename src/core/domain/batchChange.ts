/**
 * Changing the batch as a pure state machine, so the order of its steps is a tested rule and the
 * use case only performs the effects each state asks for:
 * choosing → checking → (confirmBelowLine →) switching → switched, with the early exits
 * closed (same choice), cancelled (check failed or below-line declined) and failed (the switch failed).
 */
export interface BatchChoice {
  batchId: number
  /** The art type the batch is filled for, when the student has art types. */
  artType: string | null
}

export type BatchChoiceError = 'batch.selectTypeFirst' | 'batch.selectRequired' | 'batch.artTypeRequired'

export type BatchFlowState =
  | { step: 'choosing'; error: BatchChoiceError | null }
  | { step: 'checking'; choice: BatchChoice; hadBatch: boolean }
  | { step: 'confirmBelowLine'; choice: BatchChoice; hadBatch: boolean }
  | { step: 'switching'; choice: BatchChoice; hadBatch: boolean }
  /** Done: emit BatchChange and refresh the route; show "Switched!" only when `announce`. */
  | { step: 'switched'; choice: BatchChoice; announce: boolean }
  | { step: 'closed' }
  | { step: 'cancelled'; error: string | null }
  | { step: 'failed'; error: string }

export type BatchFlowEvent =
  | { type: 'confirm'; choice: BatchChoice | null; current: BatchChoice | null; batchCount: number; artTypeCount: number }
  | { type: 'checked'; aboveLine: boolean }
  | { type: 'checkFailed'; error: string }
  | { type: 'answered'; proceed: boolean }
  | { type: 'switchDone' }
  | { type: 'switchFailed'; error: string }

export const initialBatchFlow: BatchFlowState = { step: 'choosing', error: null }

export function isSameChoice(a: BatchChoice, b: BatchChoice | null): boolean {
  return b !== null && a.batchId === b.batchId && (a.artType ?? null) === (b.artType ?? null)
}

function onConfirm(event: Extract<BatchFlowEvent, { type: 'confirm' }>): BatchFlowState {
  if (event.batchCount === 0) return { step: 'choosing', error: 'batch.selectTypeFirst' }
  const choice = event.choice
  if (!choice || !(choice.batchId > 0)) return { step: 'choosing', error: 'batch.selectRequired' }
  // With two art types the art-type chooser comes first.
  if (event.artTypeCount > 1 && !choice.artType) return { step: 'choosing', error: 'batch.artTypeRequired' }
  if (isSameChoice(choice, event.current)) return { step: 'closed' }
  return { step: 'checking', choice, hadBatch: (event.current?.batchId ?? 0) > 0 }
}

/** One transition; an event that does not belong to the current step leaves the state unchanged. */
export function batchFlow(state: BatchFlowState, event: BatchFlowEvent): BatchFlowState {
  switch (state.step) {
    case 'choosing':
      return event.type === 'confirm' ? onConfirm(event) : state
    case 'checking':
      if (event.type === 'checked') return { ...state, step: event.aboveLine ? 'switching' : 'confirmBelowLine' }
      if (event.type === 'checkFailed') return { step: 'cancelled', error: event.error }
      return state
    case 'confirmBelowLine':
      if (event.type !== 'answered') return state
      return event.proceed ? { ...state, step: 'switching' } : { step: 'cancelled', error: null }
    case 'switching':
      if (event.type === 'switchDone') return { step: 'switched', choice: state.choice, announce: state.hadBatch }
      if (event.type === 'switchFailed') return { step: 'failed', error: event.error }
      return state
    default:
      return state
  }
}

export function isFinished(state: BatchFlowState): boolean {
  return state.step === 'switched' || state.step === 'closed' || state.step === 'cancelled' || state.step === 'failed'
}
