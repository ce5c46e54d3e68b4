import type { HttpApi } from '@/ports/HttpApi'
import { artRatio, sportRatio } from '@/ports/api/school'
import type { ScoreRatio } from '../domain/compositeScore'
import { attempt, type Result } from '../result'

/** The art and sport 综合分 ratios (data, served by the two provinceRatio calls), fetched together. */
export async function loadScoreRatios(deps: { api: HttpApi }): Promise<Result<ScoreRatio[]>> {
  return attempt(async () => {
    const [art, sport] = await Promise.all([deps.api.call(artRatio, {}), deps.api.call(sportRatio, {})])
    return [...art, ...sport]
  })
}
