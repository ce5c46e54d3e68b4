import { CONSULT_PERIODS, COOPERATION_KINDS as KINDS, ConsultLimits, type ConsultPeriod, type CooperationKind } from '@/ports/api/consult'

/** The contract's choices and limits as plain values, for screens (which may not read the endpoint modules). */
export const BOOKING_PERIODS: readonly ConsultPeriod[] = CONSULT_PERIODS
export const COOPERATION_KINDS: readonly CooperationKind[] = KINDS
export const QUESTION_MAX = ConsultLimits.questionMax
export const MESSAGE_MAX = ConsultLimits.messageMax
export const FIELD_MAX = { organisation: ConsultLimits.organisationMax, contactName: ConsultLimits.contactNameMax, city: ConsultLimits.cityMax } as const
