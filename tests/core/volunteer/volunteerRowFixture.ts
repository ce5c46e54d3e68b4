import type { VolunteerRow } from '@/ports/api/plan'

/** A row of the 志愿表 with sensible defaults; `id` and `planId` say which programme it is. */
export function aRow(id: number, dataIndex: number, overrides: Partial<VolunteerRow> = {}): VolunteerRow {
  const planId = `${String(1000 + id).slice(-4)}|${String(dataIndex).padStart(3, '0')}`
  return {
    planId, year: 2026, schoolCode: planId.split('|')[0], schoolName: `学校${id}`, majorCode: planId.split('|')[1], majorName: `专业${id}`, province: '浙江', city: '杭州',
    plan: 10, tuition: 5000, length: 4, requirement: '物理', eligible: true, sinoForeign: false, tags: [], note: '', restrictions: [], history: [], prediction: null,
    probability: 0.5, band: 'wen', predictionNote: '', id, dataIndex, fromAi: true, reasons: [], reached: 1, filed: 0.1,
    ...overrides,
  }
}

/** The list as the server would answer it: rows in order with 志愿序号 from 1. */
export const rowsOf = (ids: readonly number[]) => ids.map((id, i) => aRow(id, i + 1))
