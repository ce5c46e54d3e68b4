import type { ApiMessageKey } from '@/ports/api/messages'
import { CONSULT_PERIODS, COOPERATION_KINDS, ConsultLimits as L } from '@/ports/api/consult'
import { isPhone } from '../phone'
import { isBookableDay } from './bookingDays'

/** The booking form as typed (every field a string; '' when untouched). */
export interface BookingForm {
  contactName: string
  phone: string
  preferredDate: string
  preferredPeriod: string
  question: string
}

/** The cooperation form as typed. */
export interface CooperationForm {
  organisation: string
  contactName: string
  phone: string
  city: string
  kind: string
  message: string
}

export type Problems<F> = Partial<Record<keyof F, ApiMessageKey>>

const within = (text: string, min: number, max: number) => text.trim().length >= min && text.trim().length <= max

/** The first thing wrong with each field, in the words the server would answer (the same keys as its schema). */
export function bookingProblems(form: BookingForm, nowMs: number): Problems<BookingForm> {
  const problems: Problems<BookingForm> = {}
  const name = form.contactName.trim()
  if (name.length === 0) problems.contactName = 'consult.contactNameRequired'
  else if (name.length > L.contactNameMax) problems.contactName = 'consult.contactNameTooLong'
  if (!isPhone(form.phone.trim())) problems.phone = 'login.phoneInvalid'
  if (!isBookableDay(form.preferredDate, nowMs)) problems.preferredDate = 'consult.dateInvalid'
  if (!(CONSULT_PERIODS as readonly string[]).includes(form.preferredPeriod)) problems.preferredPeriod = 'consult.periodRequired'
  const question = form.question.trim()
  if (question.length < L.questionMin) problems.question = 'consult.questionShort'
  else if (question.length > L.questionMax) problems.question = 'consult.questionLong'
  return problems
}

export function cooperationProblems(form: CooperationForm): Problems<CooperationForm> {
  const problems: Problems<CooperationForm> = {}
  const organisation = form.organisation.trim()
  if (organisation.length < L.organisationMin) problems.organisation = 'coop.organisationRequired'
  else if (organisation.length > L.organisationMax) problems.organisation = 'coop.organisationTooLong'
  const name = form.contactName.trim()
  if (name.length === 0) problems.contactName = 'consult.contactNameRequired'
  else if (name.length > L.contactNameMax) problems.contactName = 'consult.contactNameTooLong'
  if (!isPhone(form.phone.trim())) problems.phone = 'login.phoneInvalid'
  const city = form.city.trim()
  if (city.length === 0) problems.city = 'coop.cityRequired'
  else if (city.length > L.cityMax) problems.city = 'coop.cityTooLong'
  if (!(COOPERATION_KINDS as readonly string[]).includes(form.kind)) problems.kind = 'coop.kindRequired'
  if (!within(form.message, 0, L.messageMax)) problems.message = 'coop.messageTooLong'
  return problems
}
