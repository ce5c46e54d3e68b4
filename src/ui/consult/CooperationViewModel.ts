import { makeAutoObservable, runInAction } from 'mobx'
import type { submitCooperation } from '@/core/consult/submitCooperation'
import { cooperationProblems, type CooperationForm, type Problems } from '@/core/domain/consult/consultForms'
import type { UseCase } from '@/core/useCase'
import type { CooperationKind } from '@/ports/api/consult'

export interface CooperationDeps {
  submitCooperation: UseCase<typeof submitCooperation>
}

const emptyForm = (): CooperationForm => ({ organisation: '', contactName: '', phone: '', city: '', kind: '', message: '' })

/** 合作申请 (/codeForm): the form with the server's own rule before sending, then a thank-you. */
export class CooperationViewModel {
  form: CooperationForm = emptyForm()
  attempted = false
  submitting = false
  error = ''
  /** What was sent, for the thank-you; null while the form is shown. */
  sent: CooperationForm | null = null

  constructor(private readonly deps: CooperationDeps) {
    makeAutoObservable<CooperationViewModel, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  get problems(): Problems<CooperationForm> {
    return this.attempted ? cooperationProblems(this.form) : {}
  }

  setField<K extends keyof CooperationForm>(field: K, value: CooperationForm[K]) {
    this.form = { ...this.form, [field]: value }
    this.error = ''
  }

  async submit() {
    if (this.submitting) return
    this.attempted = true
    if (Object.keys(this.problems).length > 0) return
    this.submitting = true
    this.error = ''
    const trimmed: CooperationForm = {
      organisation: this.form.organisation.trim(),
      contactName: this.form.contactName.trim(),
      phone: this.form.phone.trim(),
      city: this.form.city.trim(),
      kind: this.form.kind,
      message: this.form.message.trim(),
    }
    const result = await this.deps.submitCooperation({ ...trimmed, kind: trimmed.kind as CooperationKind })
    runInAction(() => {
      this.submitting = false
      if (!result.ok) {
        this.error = result.error
        return
      }
      this.sent = trimmed
    })
  }

  /** 再提交一份: a fresh form. */
  again() {
    this.form = emptyForm()
    this.attempted = false
    this.sent = null
    this.error = ''
  }
}
