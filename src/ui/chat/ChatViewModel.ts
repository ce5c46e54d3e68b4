import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Ids } from '@/ports/Ids'
import type { Preferences } from '@/ports/Preferences'
import type { Toast } from '@/ports/Toast'
import { ChatRunner, type ChatRunnerDeps } from '@/core/chat/ChatRunner'
import { isLoading, type ChatState } from '@/core/chat/chatSession'
import { canDeleteConversation, canStartConversation, conversationList, type Conversation } from '@/core/chat/conversations'
import type { deleteGroup } from '@/core/chat/deleteGroup'
import type { loadGroups, SavedGroup } from '@/core/chat/loadGroups'
import type { HotQuestion, loadHotQuestions } from '@/core/chat/loadHotQuestions'
import type { UseCase } from '@/core/useCase'
import { saveButtonPlace, savedButtonPlace } from '../layout/aiButtonPlace'
import type { Position } from '../layout/useLongPressDrag'
import { SCROLL_DELAY_MS } from './chatTimings'

export interface ChatDeps extends Omit<ChatRunnerDeps, 'failedMessage'> {
  loadHotQuestions: UseCase<typeof loadHotQuestions>
  loadGroups: UseCase<typeof loadGroups>
  deleteGroup: UseCase<typeof deleteGroup>
  ids: Ids
  prefs: Preferences
  toast: Toast
  translate: (key: string) => string
}

/**
 * The AI chat modal: the protocol is carried out by core/chat/ChatRunner (the question call, the
 * stream, the typing timer, saving); this view model shows the runner's state and the conversation list.
 */
export class ChatViewModel {
  open = false
  session: ChatState
  hotQuestions: HotQuestion[] = []
  saved: SavedGroup[] = []
  draft = ''
  private readonly runner: ChatRunner

  constructor(private readonly deps: ChatDeps) {
    this.runner = new ChatRunner({ ...deps, failedMessage: () => deps.translate('chat.failed') }, this.newGroupId(), {
      changed: (state) => this.showSession(state),
      saved: () => void this.refreshGroups(),
    })
    this.session = this.runner.state
    // The runner's states are immutable and replaced whole: kept by reference, an unchanged one (a tick with
    // nothing queued) notifies nobody.
    makeAutoObservable<ChatViewModel, 'deps' | 'runner'>(this, { deps: false, runner: false, session: observableRef }, { autoBind: true })
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

  /** Closing the modal while an answer is coming stops it. */
  close() {
    this.runner.close()
    this.open = false
  }

  setDraft(text: string) {
    this.draft = text
  }

  /** Sends the draft (or a hot question); an empty question is not sent and nothing is sent while loading. */
  send(question: string = this.draft) {
    if (this.runner.send(question) && question === this.draft) this.draft = ''
  }

  stop() {
    this.runner.stop()
  }

  /** Switching stops a running answer first, then loads that conversation's history. */
  switchTo(uaGroup: string) {
    if (uaGroup === this.session.group) return
    this.runner.switchTo(uaGroup)
  }

  startConversation() {
    if (!canStartConversation(this.conversations)) {
      this.deps.toast.show('warning', this.deps.translate('chat.onlyOneNew'))
      return
    }
    this.runner.switchTo(this.newGroupId())
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
    if (uaGroup === this.session.group) this.runner.switchTo(this.newGroupId())
    await this.refreshGroups()
  }

  /** The message list scrolls to its end this long after a change, once the new text is laid out. */
  afterLayout(run: () => void): () => void {
    return this.deps.timer.after(SCROLL_DELAY_MS, run)
  }

  private showSession(state: ChatState) {
    this.session = state
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
