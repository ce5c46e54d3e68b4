import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { resolveProgramme } from '../resolve/resolveProgramme'
import { programmeNamesOf } from './referenceCache'

export function findProgramme(deps: Pick<ServerDeps, 'reference'>): ChatTool<ChatToolArgs['findProgramme'], ChatToolResults['findProgramme']> {
  return {
    name: 'findProgramme',
    description:
      'The programme(s) of one school (院校代号) a text names, read as whole names over the school’s plans and 投档线 of every year: one when the words are a whole name, all of them when several share the words.',
    args: z.object({ schoolCode: z.string().regex(/^\d{4}$/), text: z.string().min(1).max(200) }),
    async run({ schoolCode, text }) {
      const rows = await programmeNamesOf(deps.reference, schoolCode)
      const hit = resolveProgramme(
        rows.map((r) => r.name),
        text,
      )
      if (!hit) return { ok: false, reason: 'unknownMajor' }
      // A whole name the school stopped using, whose words now begin its variants (西电 电子信息类 until 2022, then
      // 电子信息类(…)): the variants are what the student can apply to, so all of them are named.
      const newest = Math.max(...rows.map((r) => r.year))
      const lastOf = (name: string) => Math.max(...rows.filter((r) => r.name === name).map((r) => r.year))
      if (hit.exact && hit.begun.length > 1 && hit.names.every((n) => lastOf(n) < newest))
        return { ok: true, fragment: hit.fragment, names: hit.begun, exact: false }
      return { ok: true, fragment: hit.fragment, names: hit.names, exact: hit.exact }
    },
  }
}
