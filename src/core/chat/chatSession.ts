import { StreamCode } from '@/ports/api/stream'

/**
 * The chat protocol as a pure state machine: the plain question call first, the stream when it answers nothing
 * usable. `step(state, event)` gives the next state and the effects the view model must run (calls, opening and
 * closing the stream). Keeping it pure lets property tests drive it with random event sequences.
 *
 * idle → asking (the plain question call) → idle with its answer, or → streaming → idle.
 */

/** The plain call's answer that means "use the stream instead" (besides an empty answer). */
export const NOT_UNDERSTOOD = '我没有理解，请重新提问'

export interface ChatMessage {
  role: 'user' | 'assistant'
  text: string
  /** The model's reasoning (code 3), shown folded. */
  reasoning: string
  /** The welcome message of a conversation without history (it lists the hot questions). */
  welcome?: boolean
  /** What went wrong when the answer could not be had. */
  error?: string
}

export type ChatPhase = 'idle' | 'asking' | 'streaming'

export interface ChatState {
  phase: ChatPhase
  /** The conversation (uaGroup) shown. */
  group: string
  messages: ChatMessage[]
  /** Numbers each question, so a late answer to an abandoned one is ignored. */
  turn: number
  /** The question being answered. */
  question: string
  /** Received stream text not shown yet: the typing timer moves one chunk a tick into the last message. */
  queue: { kind: 'answer' | 'reasoning'; text: string }[]
}

export type ChatEvent =
  | { type: 'send'; question: string }
  | { type: 'plainAnswer'; turn: number; text: string }
  | { type: 'message'; turn: number; code: number; content: string }
  /** The stream closed (with or without its end message). */
  | { type: 'streamEnded'; turn: number }
  | { type: 'tick' }
  | { type: 'stop' }
  | { type: 'closeModal' }
  | { type: 'switchGroup'; group: string }
  | { type: 'history'; group: string; talks: { question: string; answer: string; thought?: string | null }[] }
  | { type: 'error'; turn: number; message: string }

export type ChatEffect =
  | { type: 'ask'; turn: number; question: string; group: string }
  | { type: 'openStream'; turn: number; question: string; group: string }
  | { type: 'closeStream'; turn: number }
  | { type: 'callStop' }
  | { type: 'save'; via: 'plain' | 'stream'; group: string; question: string; answer: string; thought: string }
  | { type: 'loadGroup'; group: string }

export interface Step {
  state: ChatState
  effects: ChatEffect[]
}

const welcome = (): ChatMessage => ({ role: 'assistant', text: '', reasoning: '', welcome: true })

export function initialChat(group: string): ChatState {
  return { phase: 'idle', group, messages: [welcome()], turn: 0, question: '', queue: [] }
}

export const isLoading = (state: ChatState) => state.phase !== 'idle'

export function step(state: ChatState, event: ChatEvent): Step {
  switch (event.type) {
    case 'send': {
      const question = event.question.trim()
      if (!question || isLoading(state)) return { state, effects: [] }
      const turn = state.turn + 1
      const messages = [
        ...state.messages.filter((m) => !m.welcome),
        { role: 'user' as const, text: question, reasoning: '' },
        { role: 'assistant' as const, text: '', reasoning: '' },
      ]
      return { state: { ...state, phase: 'asking', turn, question, messages, queue: [] }, effects: [{ type: 'ask', turn, question, group: state.group }] }
    }
    case 'plainAnswer': {
      if (state.phase !== 'asking' || event.turn !== state.turn) return { state, effects: [] }
      const text = event.text.trim()
      if (!text || text === NOT_UNDERSTOOD) {
        return { state: { ...state, phase: 'streaming' }, effects: [{ type: 'openStream', turn: state.turn, question: state.question, group: state.group }] }
      }
      const shown = withLast(state, (m) => ({ ...m, text }))
      return finish(shown, [{ type: 'save', via: 'plain', group: state.group, question: state.question, answer: text, thought: '' }])
    }
    case 'message': {
      if (state.phase !== 'streaming' || event.turn !== state.turn) return { state, effects: [] }
      if (event.code === StreamCode.end) return endStream(state, [])
      if (event.code === StreamCode.reasoning) return { state: { ...state, queue: [...state.queue, { kind: 'reasoning', text: event.content }] }, effects: [] }
      if (event.code === StreamCode.answer || event.code === StreamCode.answerMore) {
        return { state: { ...state, queue: [...state.queue, { kind: 'answer', text: event.content }] }, effects: [] }
      }
      return { state, effects: [] }
    }
    case 'streamEnded':
      if (state.phase !== 'streaming' || event.turn !== state.turn) return { state, effects: [] }
      return endStream(state, [])
    case 'tick': {
      const [chunk, ...rest] = state.queue
      if (!chunk) return { state, effects: [] }
      return { state: { ...appendChunk(state, chunk), queue: rest }, effects: [] }
    }
    case 'stop':
    case 'closeModal':
      return stopped(state)
    case 'switchGroup': {
      const { state: after, effects } = stopped(state)
      return { state: { ...after, group: event.group, messages: [welcome()] }, effects: [...effects, { type: 'loadGroup', group: event.group }] }
    }
    case 'history': {
      if (event.group !== state.group || isLoading(state)) return { state, effects: [] }
      const messages = event.talks.flatMap((talk): ChatMessage[] => [
        { role: 'user', text: talk.question, reasoning: '' },
        { role: 'assistant', text: talk.answer, reasoning: talk.thought ?? '' },
      ])
      return { state: { ...state, messages: messages.length ? messages : [welcome()] }, effects: [] }
    }
    case 'error': {
      if (!isLoading(state) || event.turn !== state.turn) return { state, effects: [] }
      const effects: ChatEffect[] = state.phase === 'streaming' ? [{ type: 'closeStream', turn: state.turn }] : []
      return finish(
        withLast(flush(state), (m) => ({ ...m, error: event.message })),
        effects,
      )
    }
  }
}

/** Stop always ends loading: a stream is closed, the stop endpoint called and the partial answer saved. */
function stopped(state: ChatState): Step {
  if (state.phase === 'asking') return finish(state, [])
  if (state.phase === 'streaming') return endStream(state, [{ type: 'callStop' }])
  return { state, effects: [] }
}

/** The stream ends (code 2 or stop): what was received is shown at once, and exactly that is saved. */
function endStream(state: ChatState, extra: ChatEffect[]): Step {
  const shown = flush(state)
  const last = shown.messages[shown.messages.length - 1]
  return finish(shown, [
    { type: 'closeStream', turn: state.turn },
    ...extra,
    { type: 'save', via: 'stream', group: state.group, question: state.question, answer: last.text, thought: last.reasoning },
  ])
}

function finish(state: ChatState, effects: ChatEffect[]): Step {
  return { state: { ...state, phase: 'idle', question: '', queue: [] }, effects }
}

function flush(state: ChatState): ChatState {
  return { ...state.queue.reduce(appendChunk, state), queue: [] }
}

function appendChunk(state: ChatState, chunk: ChatState['queue'][number]): ChatState {
  return withLast(state, (m) => (chunk.kind === 'answer' ? { ...m, text: m.text + chunk.text } : { ...m, reasoning: m.reasoning + chunk.text }))
}

function withLast(state: ChatState, change: (message: ChatMessage) => ChatMessage): ChatState {
  const messages = state.messages.slice()
  const last = messages[messages.length - 1]
  if (last?.role === 'assistant') messages[messages.length - 1] = change(last)
  return { ...state, messages }
}

/** The answer shown in the last message (what a save must carry). */
export function shownAnswer(state: ChatState): string {
  const last = state.messages[state.messages.length - 1]
  return last?.role === 'assistant' ? last.text : ''
}
