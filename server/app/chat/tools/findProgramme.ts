import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'
import type { ServerDeps } from '../../../ports/ServerDeps'
import { resolveProgramme } from '../resolve/resolveProgramme'
import type { NamedSchool } from '../resolve/resolveSchool'
import { programmeNamesOf, schoolsOf } from './referenceCache'

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
      const sisters = await sisterHits(deps, schoolCode, text)
      if (!hit) return sisters.length > 0 ? { ok: true, fragment: '', names: [], exact: false, sisters } : { ok: false, reason: 'unknownMajor' }
      // A whole name the school stopped using, whose words now begin its variants (西电 电子信息类 until 2022, then
      // 电子信息类(…)): the variants are what the student can apply to, so all of them are named.
      const newest = Math.max(...rows.map((r) => r.year))
      const lastOf = (name: string) => Math.max(...rows.filter((r) => r.name === name).map((r) => r.year))
      if (hit.exact && hit.begun.length > 1 && hit.names.every((n) => lastOf(n) < newest))
        return { ok: true, fragment: hit.fragment, names: hit.begun, exact: false, sisters }
      return { ok: true, fragment: hit.fragment, names: hit.names, exact: hit.exact, sisters }
    },
  }
}

/**
 * The same words at the school's sister schools, those whose name is its own and more (浙江大学 → 浙江大学医学院,
 * 北京大学 → 北京大学医学部): Zhejiang admits them under codes of their own, so "浙大口腔医学" is 浙江大学医学院's
 * 口腔医学.
 */
async function sisterHits(deps: Pick<ServerDeps, 'reference'>, schoolCode: string, text: string) {
  const out: Array<{ school: { code: string; name: string }; fragment: string; names: string[] }> = []
  for (const s of sistersOf(await schoolsOf(deps.reference), schoolCode)) {
    const hit = resolveProgramme(
      (await programmeNamesOf(deps.reference, s.code)).map((r) => r.name),
      text,
    )
    if (hit) out.push({ school: { code: s.code, name: s.name }, fragment: hit.fragment, names: hit.names })
  }
  return out
}

/** Each school's sisters, found once per list of schools (every question about a school asks). */
const sisterCache = new WeakMap<readonly NamedSchool[], Map<string, NamedSchool[]>>()
function sistersOf(schools: readonly NamedSchool[], schoolCode: string): NamedSchool[] {
  let byCode = sisterCache.get(schools)
  if (!byCode) {
    byCode = new Map()
    sisterCache.set(schools, byCode)
  }
  let sisters = byCode.get(schoolCode)
  if (!sisters) {
    const own = schools.find((s) => s.code === schoolCode)
    // A branch campus (哈尔滨工业大学(威海)) is another school, not where the main one admits a major: not a sister.
    sisters = own ? schools.filter((s) => s.code !== schoolCode && s.name.startsWith(own.name) && !s.name.slice(own.name.length).startsWith('(')) : []
    byCode.set(schoolCode, sisters)
  }
  return sisters
}
