import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { resolveSchool } from '../resolve/resolveSchool'
import { schoolsOf } from './referenceCache'

export function findSchool(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['findSchool'], ChatToolResults['findSchool']> {
  return {
    name: 'findSchool',
    description: 'The school a text names (full name, alias, nickname such as 浙工大 or 杭电, or abbreviation), with its 4-digit 院校代号.',
    args: z.object({ text: z.string().min(1).max(200) }),
    async run({ text }) {
      const hit = resolveSchool(await schoolsOf(deps.reference), text)
      return hit ? { ok: true, ...hit } : { ok: false, reason: 'unknownSchool' }
    },
  }
}
