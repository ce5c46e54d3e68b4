import type { Clock } from '@/ports/Clock'
import type { HttpApi } from '@/ports/HttpApi'
import { volunteerExport } from '@/ports/api/plan'
import { beijingDay } from '../domain/beijingDay'
import { attempt, type Result } from '../result'

/** The .xlsx of the official form layout, named after today's Beijing date (a family files in Beijing time, whatever the device's zone). */
export async function exportVolunteers(deps: { api: HttpApi; clock: Clock }): Promise<Result<{ blob: Blob; fileName: string }>> {
  const res = await attempt(() => deps.api.blob(volunteerExport, {}))
  return res.ok ? { ok: true, value: { blob: res.value, fileName: `志愿表-${beijingDay(deps.clock.now())}.xlsx` } } : res
}
