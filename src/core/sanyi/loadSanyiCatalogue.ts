import type { HttpApi } from '@/ports/HttpApi'
import { sanyiSchools, type SanyiCatalogue } from '@/ports/api/sanyi'
import { attempt, type Result } from '../result'

/** The 三位一体 schools, their formulas and majors, with where the data came from. */
export async function loadSanyiCatalogue(deps: { api: HttpApi }): Promise<Result<SanyiCatalogue>> {
  return attempt(() => deps.api.call(sanyiSchools, {}))
}
