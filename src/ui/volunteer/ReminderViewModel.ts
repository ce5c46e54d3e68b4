import { makeAutoObservable } from 'mobx'
import type { SessionFlags } from '@/ports/SessionFlags'
import type { Timer } from '@/ports/Timer'

export const REMINDER_SECONDS = 5

/**
 * The 严重提醒 of the self-selection assistant: shown on the first visit in a session
 * (`firstInVolunteer` ≠ '0'). Type 1 holds the confirm button for a 5 s countdown; type 2 (reopened by
 * the student on purpose) can be confirmed at once.
 */
export class ReminderViewModel {
  open = false
  type: 1 | 2 = 1
  secondsLeft = 0
  private stopTicking: (() => void) | null = null

  constructor(
    private readonly flags: SessionFlags,
    private readonly timer: Timer,
  ) {
    makeAutoObservable<ReminderViewModel, 'flags' | 'timer' | 'stopTicking'>(this, { flags: false, timer: false, stopTicking: false }, { autoBind: true })
  }

  get canConfirm() {
    return this.type === 2 || this.secondsLeft === 0
  }

  /** On entering the page: type 1 unless already seen in this session. */
  enter() {
    if (this.flags.get('firstInVolunteer') === '0') return
    this.show(1)
  }

  /** The student asks to read it again: type 2, no countdown. */
  reopen() {
    this.show(2)
  }

  show(type: 1 | 2) {
    this.stop()
    this.type = type
    this.open = true
    this.secondsLeft = type === 1 ? REMINDER_SECONDS : 0
    if (type === 1) this.stopTicking = this.timer.every(1000, () => this.tick())
  }

  tick() {
    if (this.secondsLeft > 0) this.secondsLeft -= 1
    if (this.secondsLeft === 0) this.stop()
  }

  confirm() {
    if (!this.canConfirm) return
    this.flags.set('firstInVolunteer', '0')
    this.open = false
    this.stop()
  }

  private stop() {
    this.stopTicking?.()
    this.stopTicking = null
  }
}
