import type { CutoffYear } from '../../../ports/ChatToolTypes'
import type { Say } from './Writing'

/** A year's lowest score and 位次 as a sentence names them: a figure the table lacks is said as missing. */
export const cutoffFigure = (say: Say, y: CutoffYear) => ({
  year: y.year,
  score: y.minScore ?? say('chat.cutoffs.noRank'),
  rank: y.minRank ?? say('chat.cutoffs.noRank'),
  name: y.majorName,
})
