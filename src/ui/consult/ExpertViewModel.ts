import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx'
import type { bookConsultation } from '@/core/consult/bookConsultation'
import type { cancelConsultation } from '@/core/consult/cancelConsultation'
import type { loadExperts } from '@/core/consult/loadExperts'
import type { loadMyConsultations } from '@/core/consult/loadMyConsultations'
import { bookableDays } from '@/core/domain/consult/bookingDays'
import { bookingProblems, type BookingForm, type Problems } from '@/core/domain/consult/consultForms'
import type { UseCase } from '@/core/useCase'
import type { Clock } from '@/ports/Clock'
import type { EventBus } from '@/ports/EventBus'
import type { Toast } from '@/ports/Toast'
import type { ConsultPeriod, Consultation, Expert } from '@/ports/api/consult'

export interface ExpertDeps {
  loadExperts: UseCase<typeof loadExperts>
  loadMyConsultations: UseCase<typeof loadMyConsultations>
  bookConsultation: UseCase<typeof bookConsultation>
  cancelConsultation: UseCase<typeof cancelConsultation>
  events: EventBus
  clock: Clock
  toast: Toast
  translate(key: string, params?: Record<string, unknown>): string
  /** The signed-in user (observable), or null. */
  user(): { id: number; phone: string } | null
}

type Status = 'idle' | 'loading' | 'ready' | 'failed'

const emptyForm = (): BookingForm => ({ contactName: '', phone: '', preferredDate: '', preferredPeriod: '', question: '' })

/**
 * 专家咨询: the operator's experts, the booking dialog (login first when signed out; the same rule as the server
 * before sending) and the student's bookings with their status, cancellable while 已提交.
 */
export class ExpertViewModel {
  experts: Expert[] = []
  expertsStatus: Status = 'idle'
  expertsError = ''
  mine: Consultation[] = []
  mineStatus: Status = 'idle'
  mineError = ''
  dialogOpen = false
  expertId: number | null = null
  form: BookingForm = emptyForm()
  days: string[] = []
  /** Problems show once the student has tried to submit, then follow every edit. */
  attempted = false
  submitting = false
  submitError = ''
  cancelTarget: Consultation | null = null
  cancelling = false
  cancelError = ''
  /** The expert chosen while signed out (null: any); the dialog opens once the student has signed in. */
  private pending: number | null | undefined = undefined

  constructor(private readonly deps: ExpertDeps) {
    makeAutoObservable<ExpertViewModel, 'deps' | 'pending'>(
      this,
      { deps: false, pending: false, experts: observableRef, mine: observableRef, cancelTarget: observableRef },
      { autoBind: true },
    )
    reaction(
      () => deps.user()?.id ?? null,
      (id) => this.onUserChanged(id),
    )
  }

  get taking(): Expert[] {
    return this.experts.filter((e) => e.accepting)
  }

  get signedIn() {
    return this.deps.user() !== null
  }

  get problems(): Problems<BookingForm> {
    return this.attempted ? bookingProblems(this.form, this.deps.clock.now()) : {}
  }

  async load() {
    await Promise.all([this.loadExperts(), this.loadMine()])
  }

  async loadExperts() {
    this.expertsStatus = 'loading'
    this.expertsError = ''
    const result = await this.deps.loadExperts()
    runInAction(() => {
      if (result.ok) {
        this.experts = result.value
        this.expertsStatus = 'ready'
      } else {
        this.expertsError = result.error
        this.expertsStatus = 'failed'
      }
    })
  }

  async loadMine() {
    const user = this.deps.user()
    if (!user) {
      this.mine = []
      this.mineStatus = 'idle'
      return
    }
    this.mineStatus = 'loading'
    this.mineError = ''
    const result = await this.deps.loadMyConsultations(user.id)
    runInAction(() => {
      if (result.ok) {
        this.mine = result.value
        this.mineStatus = 'ready'
      } else {
        this.mineError = result.error
        this.mineStatus = 'failed'
      }
    })
  }

  /** 预约: signed out, the login dialog first, and the booking opens after signing in. */
  requestBooking(expertId: number | null) {
    if (!this.signedIn) {
      this.pending = expertId
      this.deps.events.emit('openLogin', { tab: 'password' })
      return
    }
    this.openBooking(expertId)
  }

  /** 登录 / 注册 on 我的预约. */
  signIn() {
    this.deps.events.emit('openLogin', { tab: 'password' })
  }

  closeBooking() {
    this.dialogOpen = false
  }

  chooseExpert(id: number | null) {
    this.expertId = id
  }

  setField<K extends keyof BookingForm>(field: K, value: BookingForm[K]) {
    this.form = { ...this.form, [field]: value }
    this.submitError = ''
  }

  async submit() {
    const user = this.deps.user()
    if (!user || this.submitting) return
    this.attempted = true
    if (Object.keys(this.problems).length > 0) return
    this.submitting = true
    this.submitError = ''
    const result = await this.deps.bookConsultation({
      userId: user.id,
      expertId: this.expertId,
      contactName: this.form.contactName.trim(),
      phone: this.form.phone.trim(),
      preferredDate: this.form.preferredDate,
      preferredPeriod: this.form.preferredPeriod as ConsultPeriod,
      question: this.form.question.trim(),
    })
    runInAction(() => {
      this.submitting = false
      if (!result.ok) {
        this.submitError = result.error
        return
      }
      this.mine = [result.value, ...this.mine.filter((b) => b.id !== result.value.id)]
      this.mineStatus = 'ready'
      this.dialogOpen = false
      this.deps.toast.show('success', this.deps.translate('booking.done'))
    })
  }

  askCancel(booking: Consultation) {
    this.cancelTarget = booking
    this.cancelError = ''
  }

  closeCancel() {
    this.cancelTarget = null
  }

  async confirmCancel() {
    const user = this.deps.user()
    const target = this.cancelTarget
    if (!user || !target || this.cancelling) return
    this.cancelling = true
    const result = await this.deps.cancelConsultation({ id: target.id, userId: user.id })
    runInAction(() => {
      this.cancelling = false
      if (!result.ok) {
        this.cancelError = result.error
        // The team may have acted meanwhile: show where the booking stands now.
        void this.loadMine()
        return
      }
      this.mine = this.mine.map((b) => (b.id === result.value.id ? result.value : b))
      this.cancelTarget = null
      this.deps.toast.show('success', this.deps.translate('booking.cancelled'))
    })
  }

  private openBooking(expertId: number | null) {
    const user = this.deps.user()
    this.expertId = expertId !== null && this.taking.some((e) => e.id === expertId) ? expertId : null
    this.days = bookableDays(this.deps.clock.now())
    // A new booking starts from the last one's contact details, or the account's phone.
    const last = this.mine[0]
    this.form = { ...emptyForm(), contactName: last?.contactName ?? '', phone: last?.phone ?? user?.phone ?? '' }
    this.attempted = false
    this.submitError = ''
    this.dialogOpen = true
  }

  private onUserChanged(id: number | null) {
    void this.loadMine()
    if (id === null) {
      this.dialogOpen = false
      this.pending = undefined
      return
    }
    if (this.pending !== undefined) {
      const expertId = this.pending
      this.pending = undefined
      this.openBooking(expertId)
    }
  }
}
