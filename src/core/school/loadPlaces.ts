import type { HttpApi } from '@/ports/HttpApi'
import { provinceCityNum } from '@/ports/api/school'
import { attempt, type Result } from '../result'

export interface Place {
  name: string
  num: number
}

/** Provinces with their school counts, or the cities of one province: the options of the place filters. */
export async function loadPlaces(deps: { api: HttpApi }, province?: string): Promise<Result<Place[]>> {
  return attempt(() => deps.api.call(provinceCityNum, province ? { province } : {}))
}
