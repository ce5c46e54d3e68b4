import { describe, expect, it } from 'vitest'
import { programmeName } from '@/core/domain/majorName'
import { understand } from '../../server/adapters/chat/understand'
import { chatTools } from '../../server/app/chat/tools/chatTools'
import { loadChatDeps } from '../../server/cli/chatEval/loadChatDeps'

/**
 * The assistant reads a programme's whole name before any subject or keyword: for every programme of the
 * shipped 2026 plan, the question made of its school's full name and its full major name resolves to that
 * programme (that school, and that name among the programmes it stands for; one programme unless the school
 * lists the same name twice or the name is only the start of names it uses now).
 */
describe('every 2026 programme resolves from its school and full major name', () => {
  const { deps, ds } = loadChatDeps('data')
  const tools = chatTools(deps, { userId: null, lang: 'zh_CN' })
  const schoolName = new Map(ds.schools.map((s) => [s.code, s.name]))
  const plans = ds.plans.filter((p) => p.year === 2026)

  it(
    'resolves the school and the programme for each of them',
    async () => {
      expect(plans.length).toBeGreaterThan(20000)
      const wrong: string[] = []
      for (const p of plans) {
        const school = schoolName.get(p.schoolCode)
        if (!school) continue
        const question = `${school}${p.majorName}的投档线是多少`
        const u = await understand(tools, [], question)
        const name = programmeName(p.majorName)
        const ok = u.school?.code === p.schoolCode && u.programmes.includes(name) && (u.programmes.length === 1 || u.programmes.every((n) => n.startsWith(name)))
        if (!ok) wrong.push(`${question} → ${u.school?.name ?? '-'} [${u.programmes.join(' | ')}]`)
      }
      expect(wrong.slice(0, 20)).toEqual([])
      expect(wrong.length).toBe(0)
    },
    600_000,
  )
})
