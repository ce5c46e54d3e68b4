import type { Lang } from '@/ports/api/lang'
import type { ChatTools } from '../../../ports/ChatModel'
import type { ServerDeps, UsesRepos, UsesVolunteer } from '../../../ports/ServerDeps'
import { admitChance } from './admitChance'
import { batchLines } from './batchLines'
import { checkEligibility } from './checkEligibility'
import { equalScores } from './equalScores'
import { findMajor } from './findMajor'
import { findProgramme } from './findProgramme'
import { findSchool } from './findSchool'
import { myProfile } from './myProfile'
import { myVolunteers } from './myVolunteers'
import { nearCutoffs } from './nearCutoffs'
import { planFacts } from './planFacts'
import { rankToScore } from './rankToScore'
import { ruleText } from './ruleText'
import { schoolCutoffs } from './schoolCutoffs'
import { schoolFacts } from './schoolFacts'
import { scoreToRank } from './scoreToRank'

export type ChatToolDeps = Pick<ServerDeps, 'reference'> & UsesRepos<'users' | 'students' | 'batches'> & UsesVolunteer<'lists' | 'model'>

/** Every chat tool, bound to the asking student (null: a visitor, whose "my" questions get a plain refusal). */
export function chatTools(deps: ChatToolDeps, who: { userId: number | null; lang: Lang }): ChatTools {
  return {
    findSchool: findSchool(deps),
    findMajor: findMajor(deps),
    findProgramme: findProgramme(deps),
    scoreToRank: scoreToRank(deps),
    rankToScore: rankToScore(deps),
    equalScores: equalScores(deps),
    schoolCutoffs: schoolCutoffs(deps),
    admitChance: admitChance(deps),
    checkEligibility: checkEligibility(deps),
    batchLines: batchLines(deps),
    myProfile: myProfile(deps, who.userId),
    myVolunteers: myVolunteers(deps, who.userId, who.lang),
    ruleText: ruleText(who.lang),
    nearCutoffs: nearCutoffs(deps),
    planFacts: planFacts(deps),
    schoolFacts: schoolFacts(deps),
  }
}
