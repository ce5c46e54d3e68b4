import { canonicalSubject, isEligible } from '@/core/domain/subjectRequirement'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { UsesVolunteer } from '../../../ports/ServerDeps'
import { programmeMatches } from '../resolve/resolveMajor'

const EXAMPLES = 3

export function checkEligibility(deps: UsesVolunteer<'model'>): ChatTool<ChatToolArgs['checkEligibility'], ChatToolResults['checkEligibility']> {
  return {
    name: 'checkEligibility',
    description:
      '选考 eligibility: how many plan-year programmes (of one school, when `schoolCode` is given) whose name begins with `major` a student with these three subjects may or may not apply to, with examples.',
    args: z.object({
      subjects: z.array(z.string()).min(1).max(3),
      major: z.string().min(1),
      schoolCode: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
    }),
    async run({ subjects, major, schoolCode }) {
      const cat = await deps.volunteer.model.catalogue()
      if (!cat) return { ok: false, reason: 'noData' }
      const mine = subjects.map((s) => canonicalSubject(s) ?? s)
      const matched = cat.entries.filter(
        (e) =>
          e.candidate.rule !== null && (schoolCode === undefined || e.candidate.schoolCode === schoolCode) && programmeMatches(e.candidate.majorName, major),
      )
      // The plan's own requirement words in brackets; a plan row without them (the demo sample's) gets no empty "（）".
      const label = (e: (typeof matched)[number]) => `${e.candidate.schoolName}${e.candidate.majorName}${e.requirement ? `（${e.requirement}）` : ''}`
      const open = matched.filter((e) => e.candidate.rule && isEligible(e.candidate.rule, mine))
      const closed = matched.filter((e) => e.candidate.rule && !isEligible(e.candidate.rule, mine))
      return {
        ok: true,
        year: cat.year,
        major,
        subjects: mine,
        total: matched.length,
        open: open.length,
        closed: closed.length,
        openExamples: open.slice(0, EXAMPLES).map(label),
        closedExamples: closed.slice(0, EXAMPLES).map(label),
        planSubjects: cat.index.planSubjects ? [...cat.index.planSubjects] : null,
      }
    },
  }
}
