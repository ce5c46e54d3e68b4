import type { Lang } from '@/ports/api/lang'
import type { ChatTools } from '../../ports/ChatModel'
import type { Intent } from './Intent'
import type { Understood } from './Understood'
import { writeBatchLines } from './writers/writeBatchLines'
import { writeChance } from './writers/writeChance'
import { writeCompare } from './writers/writeCompare'
import { writeCutoffs } from './writers/writeCutoffs'
import { writeEligibility } from './writers/writeEligibility'
import { writeEqualScores } from './writers/writeEqualScores'
import { writeFallback } from './writers/writeFallback'
import { writePlanFacts } from './writers/writePlanFacts'
import { writePremises } from './writers/writePremises'
import { writeProfile } from './writers/writeProfile'
import { writeRankToScore } from './writers/writeRankToScore'
import { writeRule } from './writers/writeRule'
import { writeScoreToRank } from './writers/writeScoreToRank'
import { writeVolunteers } from './writers/writeVolunteers'
import { writeSchoolFacts } from './writers/writeSchoolFacts'
import { writeWhatCanIGet } from './writers/writeWhatCanIGet'
import { startWriting, type Writer, type Written } from './writers/Writing'

/** One writer per kind of question. */
const WRITERS: Record<Intent, Writer> = {
  rule: writeRule,
  scoreToRank: writeScoreToRank,
  rankToScore: writeRankToScore,
  equalScores: writeEqualScores,
  cutoffs: writeCutoffs,
  chance: writeChance,
  eligibility: writeEligibility,
  batchLines: writeBatchLines,
  profile: writeProfile,
  volunteers: writeVolunteers,
  compare: writeCompare,
  whatCanIGet: writeWhatCanIGet,
  planFacts: writePlanFacts,
  schoolFacts: writeSchoolFacts,
}

/**
 * Runs the tools the understood question needs and writes the reply from their results only; each sentence
 * goes to `emit` as soon as it is written, so the first one streams while later tools still run.
 */
export async function answerQuestion(
  tools: ChatTools,
  u: Understood,
  lang: Lang,
  emit: (sentence: string, calledSoFar: readonly string[]) => void = () => {},
): Promise<Written> {
  const { w, written } = startWriting(tools, u, lang, emit)
  if (!writePremises(w)) await (u.intent === null ? writeFallback : WRITERS[u.intent])(w)
  return written
}
