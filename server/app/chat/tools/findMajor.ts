import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps, UsesVolunteer } from '../../../ports/ServerDeps'
import { resolveMajor } from '../resolve/resolveMajor'

/** Catalogue names, 专业类 names and the plan's programme names: what a student's words are matched against. */
async function knownMajors(deps: Pick<ServerDeps, 'reference'> & UsesVolunteer<'model'>): Promise<string[]> {
  const [majors, cat] = await Promise.all([deps.reference.majors(), deps.volunteer.model.catalogue()])
  return [...new Set([...majors.flatMap((m) => [m.name, m.className]), ...(cat?.candidates.map((c) => c.majorName) ?? [])])]
}

export function findMajor(deps: Pick<ServerDeps, 'reference'> & UsesVolunteer<'model'>): ChatTool<ChatToolArgs['findMajor'], ChatToolResults['findMajor']> {
  let known: Promise<string[]> | null = null
  return {
    name: 'findMajor',
    description: 'The major a text names ("计算机" → 计算机类, 计算机科学与技术, …): the words to match programme names by.',
    args: z.object({ text: z.string().min(1).max(200) }),
    async run({ text }) {
      known ??= knownMajors(deps)
      const hit = resolveMajor(await known, text)
      return hit ? { ok: true, ...hit } : { ok: false, reason: 'unknownMajor' }
    },
  }
}
