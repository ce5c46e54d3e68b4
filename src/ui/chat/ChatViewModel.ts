import { makeAutoObservable, runInAction } from 'mobx'
import type { Ids } from '@/ports/Ids'
import type { Preferences } from '@/ports/Preferences'
import type { Toast } from '@/ports/Toast'
import { initialChat, isLoading, step, type ChatEffect, type ChatEvent, type ChatState } from '@/core/chat/chatSession'
import { canDeleteConversation, canStartConversation, conversationList, type Conversation } from '@/core/chat/conversations'
import type { askQuestion } from '@/core/chat/askQuestion'
import type { deleteGroup } from '@/core/chat/deleteGroup'
import type { loadGroupTalks } from '@/core/chat/loadGroupTalks'
import type { loadGroups, SavedGroup } from '@/core/chat/loadGroups'
import type { HotQuestion, loadHotQuestions } from '@/core/chat/loadHotQuestions'
import type { openAnswerStream } from '@/core/chat/openAnswerStream'
import type { saveTalk } from '@/core/chat/saveTalk'
import type { stopStream } from '@/core/chat/stopStream'
import type { UseCase } from '@/core/useCase'
import { saveButtonPlace, savedButtonPlace } from '../layout/aiButtonPlace'
import type { Position } from '../layout/useLongPressDrag'
import { TYPING_TICK_MS } from './chatTimings'

export interface ChatDeps {
  loadHotQuestions: UseCase<typeof loadHotQuestions>
  loadGroups: UseCase<typeof loadGroups>
  loadGroupTalks: UseCase<typeof loadGroupTalks>
  deleteGroup: UseCase<typeof deleteGroup>
  askQuestion: UseCase<typeof askQuestion>
  openAnswerStream: UseCase<typeof openAnswerStream>
  saveTalk: UseCase<typeof saveTalk>
  stopStream: UseCase<typeof stopStream>
  ids: Ids
  prefs: Preferences
  toast: Toast
  translate: (key: string) => string
  /** The signed-in user's id; the chat is only opened for a signed-in user. */
  userId: () => number | null
}

/**
 * The AI chat modal (spec §2, §4): the protocol itself is the pure `step` of core/chat/chatSession; this view
 * model feeds it events and runs the effects it asks for (calls, the stream, the 30 ms typing timer).
 */
export class ChatViewModel {
  open = false
  session: ChatState
  hotQuestions: HotQuestion[] = []
  saved: SavedGroup[] = []
  draft = ''
  private readonly streams = new Map<number, AbortController>()
  private ticker: ReturnType<typeof setInterval> | null = null

  constructor(private readonly deps: ChatDeps) {
    this.session = initialChat(this.newGroupId())
    makeAutoObservable<ChatViewModel, 'deps' | 'streams' | 'ticker'>(this, { deps: false, streams: false, ticker: false }, { autoBind: true })
  }

  /** Where the floating button that opens the chat was left (kept across visits). */
  get buttonPlace(): Position {
    return savedButtonPlace(this.deps.prefs)
  }

  keepButtonPlace(place: Position) {
    saveButtonPlace(this.deps.prefs, place)
  }

  get loading() {
    return isLoading(this.session)
  }

  get streaming() {
    return this.session.phase === 'streaming'
  }

  get conversations(): Conversation[] {
    return conversationList(this.saved, this.session.group)
  }

  get messages() {
    return this.session.messages
  }

  canDelete(uaGroup: string) {
    return canDeleteConversation(this.conversations, uaGroup)
  }

  show() {
    this.open = true
    void this.refreshHotQuestions()
    void this.refreshGroups()
  }

  /** Closing the modal while an answer is coming stops it (spec §4). */
  close() {
    this.dispatch({ type: 'closeModal' })
    this.open = false
  }

  setDraft(text: string) {
    this.draft = text
  }

  /** Sends the draft (or a hot question); an empty question is not sent and nothing is sent while loading. */
  send(question: string = this.draft) {
    const before = this.session.turn
    this.dispatch({ type: 'send', question })
    if (this.session.turn !== before && question === this.draft) this.draft = ''
  }

  stop() {
    this.dispatch({ type: 'stop' })
  }

  /** Switching stops a running answer first, then loads that conversation's history. */
  switchTo(uaGroup: string) {
    if (uaGroup === this.session.group) return
    this.dispatch({ type: 'switchGroup', group: uaGroup })
  }

  startConversation() {
    if (!canStartConversation(this.conversations)) {
      this.deps.toast.show('warning', this.deps.translate('chat.onlyOneNew'))
      return
    }
    this.dispatch({ type: 'switchGroup', group: this.newGroupId() })
  }

  async remove(uaGroup: string) {
    const userId = this.deps.userId()
    if (userId === null || !this.canDelete(uaGroup)) return
    const result = await this.deps.deleteGroup(userId, uaGroup)
    if (!result.ok) {
      this.deps.toast.show('error', result.error)
      return
    }
    this.deps.toast.show('success', this.deps.translate('chat.deleted'))
    if (uaGroup === this.session.group) this.dispatch({ type: 'switchGroup', group: this.newGroupId() })
    await this.refreshGroups()
  }

  private dispatch(event: ChatEvent) {
    const { state, effects } = step(this.session, event)
    this.session = state
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
        this.stopTicker()
        return
      case 'callStop':
        void this.deps.stopStream(userId)
        return
      case 'save':
        void this.deps.saveTalk({ ...effect, userId, uaGroup: effect.group }).then(() => this.refreshGroups())
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
    this.startTicker()
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
      this.dispatch({ type: 'error', turn: effect.turn, message: this.deps.translate('chat.failed') })
    }
  }

  /** Spec §4: received chunks are appended to the last assistant message by a 30 ms timer. */
  private startTicker() {
    this.stopTicker()
    this.ticker = setInterval(() => this.dispatch({ type: 'tick' }), TYPING_TICK_MS)
  }

  private stopTicker() {
    if (this.ticker) clearInterval(this.ticker)
    this.ticker = null
  }

  private async refreshHotQuestions() {
    if (this.hotQuestions.length) return
    const result = await this.deps.loadHotQuestions()
    if (result.ok) runInAction(() => (this.hotQuestions = result.value))
  }

  private async refreshGroups() {
    const userId = this.deps.userId()
    if (userId === null) return
    const result = await this.deps.loadGroups(userId)
    if (result.ok) runInAction(() => (this.saved = result.value))
  }

  private newGroupId() {
    return this.deps.ids.uuid().replace(/-/g, '')
  }
}
