import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { sanyiInputs, sanyiSaveInputs, type SanyiInputs } from '@/ports/api/sanyi'
import { attempt, type Result } from '../result'

export type SavedSanyiInputs = OutputOf<typeof sanyiInputs>

/** The calculator's saved inputs (null before the first save) and the profile's 高考 total. */
export async function loadSanyiInputs(deps: { api: HttpApi }): Promise<Result<SavedSanyiInputs>> {
  return attempt(() => deps.api.call(sanyiInputs, {}))
}

export async function saveSanyiInputs(deps: { api: HttpApi }, inputs: SanyiInputs): Promise<Result<null>> {
  return attempt(() => deps.api.call(sanyiSaveInputs, inputs))
}
