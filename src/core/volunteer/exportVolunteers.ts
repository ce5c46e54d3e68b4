import type { HttpApi } from '@/ports/HttpApi'
import { volunteerExport } from '@/ports/api/plan'
import { attempt, type Result } from '../result'

/** The .xlsx of the official form layout, with the file name the download should get. */
export async function exportVolunteers(deps: { api: HttpApi }, date: string): Promise<Result<{ blob: Blob; fileName: string }>> {
  const res = await attempt(() => deps.api.blob(volunteerExport, {}))
  return res.ok ? { ok: true, value: { blob: res.value, fileName: `志愿表-${date}.xlsx` } } : res
}
