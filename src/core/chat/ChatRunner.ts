import type { Timer } from '@/ports/Timer'
import type { UseCase } from '../useCase'
import type { askQuestion } from './askQuestion'
import { initialChat, step, type ChatEffect, type ChatEvent, type ChatState } from './chatSession'
import type { loadGroupTalks } from './loadGroupTalks'
import type { openAnswerStream } from './openAnswerStream'
import type { saveTalk } from './saveTalk'
import type { stopStream } from './stopStream'

/** Received chunks are appended to the last answer one per tick of this timer. */
export const TYPING_TICK_MS = 30

export interface ChatRunnerDeps {
  askQuestion: UseCase<typeof askQuestion>
  openAnswerStream: UseCase<typeof openAnswerStream>
  saveTalk: UseCase<typeof saveTalk>
  stopStream: UseCase<typeof stopStream>
  loadGroupTalks: UseCase<typeof loadGroupTalks>
  timer: Timer
  /** The signed-in user's id; with nobody signed in nothing is called. */
  userId: () => number | null
  /** What a stream that breaks off mid-answer shows (already in the reader's language). */
  failedMessage: () => string
}

/** What the runner tells whoever shows the chat. */
export interface ChatListener {
  /** The chat moved on (after every event, also a late answer or a tick). */
  changed(state: ChatState): void
  /** A talk was saved: the list of conversations may have changed. */
  saved(): void
}

/**
 * Carries out the chat protocol: `step` (chatSession) decides, this runs what it asks for through
 * the ports (the question call, opening and aborting the stream, the typing timer, saving) and feeds the
 * answers back in as events. Kept apart from the view model so the whole flow runs on fakes and a manual clock.
 */
export class ChatRunner {
  private current: ChatState
  private readonly streams = new Map<number, AbortController>()
  private stopTyping: (() => void) | null = null

  constructor(
    private readonly deps: ChatRunnerDeps,
    group: string,
    private readonly listener: ChatListener,
  ) {
    this.current = initialChat(group)
  }

  get state(): ChatState {
    return this.current
  }

  /** Sends a question; false when it was not sent (empty, or an answer is still coming). */
  send(question: string): boolean {
    const before = this.current.turn
    this.dispatch({ type: 'send', question })
    return this.current.turn !== before
  }

  stop() {
    this.dispatch({ type: 'stop' })
  }

  /** Closing the chat while an answer is coming stops it. */
  close() {
    this.dispatch({ type: 'closeModal' })
  }

  /** Stops a running answer first, then loads that conversation's history. */
  switchTo(group: string) {
    this.dispatch({ type: 'switchGroup', group })
  }

  private dispatch(event: ChatEvent) {
    const { state, effects } = step(this.current, event)
    this.current = state
    this.listener.changed(state)
    for (const effect of effects) this.run(effect)
  }

  private run(effect: ChatEffect) {
    const userId = this.deps.userId()
    if (userId === null) return
    switch (effect.type) {
      case 'ask':
        void this.deps
          .askQuestion(userId, effect.question, effect.group)
          .then((result) =>
            this.dispatch(
              result.ok ? { type: 'plainAnswer', turn: effect.turn, text: result.value } : { type: 'error', turn: effect.turn, message: result.error },
            ),
          )
        return
      case 'openStream':
        void this.readStream(userId, effect)
        return
      case 'closeStream':
        this.streams.get(effect.turn)?.abort()
        this.streams.delete(effect.turn)
        this.typing(false)
        return
      case 'callStop':
        void this.deps.stopStream(userId)
        return
      case 'save':
        void this.deps.saveTalk({ ...effect, userId, uaGroup: effect.group }).then(() => this.listener.saved())
        return
      case 'loadGroup':
        void this.deps.loadGroupTalks(userId, effect.group).then((result) => {
          if (result.ok) this.dispatch({ type: 'history', group: effect.group, talks: result.value })
        })
        return
    }
  }

  private async readStream(userId: number, effect: Extract<ChatEffect, { type: 'openStream' }>) {
    const controller = new AbortController()
    this.streams.set(effect.turn, controller)
    this.typing(true)
    const opened = await this.deps.openAnswerStream({ userId, question: effect.question, uaGroup: effect.group }, controller.signal)
    if (!opened.ok) {
      this.dispatch({ type: 'error', turn: effect.turn, message: opened.error })
      return
    }
    try {
      for await (const message of opened.value) {
        if (controller.signal.aborted) return
        this.dispatch({ type: 'message', turn: effect.turn, code: message.code, content: message.content })
      }
      // A stream that ends without its end message still ends the answer.
      this.dispatch({ type: 'streamEnded', turn: effect.turn })
    } catch {
      this.dispatch({ type: 'error', turn: effect.turn, message: this.deps.failedMessage() })
    }
  }

  /** Received chunks reach the last answer one per tick, while a stream is open. */
  private typing(on: boolean) {
    this.stopTyping?.()
    this.stopTyping = on ? this.deps.timer.every(TYPING_TICK_MS, () => this.dispatch({ type: 'tick' })) : null
  }
}
