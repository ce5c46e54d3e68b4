import type { Consultation } from '@/ports/api/consult'
import type { ConsultationRecord } from '../../ports/ConsultationRepo'
import type { ExpertRecord } from '../../ports/ExpertRepo'

/** A booking as its student sees it, with the chosen expert's name (null when none was chosen or they are gone). */
export function consultationRowOf(record: ConsultationRecord, experts: readonly ExpertRecord[]): Consultation {
  const expert = record.expertId === null ? undefined : experts.find((e) => e.id === record.expertId)
  return {
    id: record.id,
    expertId: record.expertId,
    expertName: expert?.name ?? null,
    contactName: record.contactName,
    phone: record.phone,
    preferredDate: record.preferredDate,
    preferredPeriod: record.preferredPeriod,
    question: record.question,
    status: record.status,
    note: record.note,
    createTime: record.createdAt,
    updateTime: record.updatedAt,
  }
}
