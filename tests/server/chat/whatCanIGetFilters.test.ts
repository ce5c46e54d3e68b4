import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { understand } from '../../../server/adapters/chat/understand'
import { parseQuestion } from '../../../server/adapters/chat/parseQuestion'
import { SCHOOL_TAGS } from '../../../server/ports/ChatToolTypes'
import { ELECTIVE_SUBJECTS, isEligible } from '@/core/domain/subjectRequirement'
import { answerOf, converse, recording, sampleChat } from './chatFixtures'

describe('what a rank reaches, kept to what was asked', () => {
  it('reads 985, 211 and 双一流 as a school level, and a 211 with 分 as a score', () => {
    expect(parseQuestion('能上哪些211')).toMatchObject({ schoolTag: '211', score: null, intent: 'whatCanIGet' })
    expect(parseQuestion('我的分数能报哪些985')).toMatchObject({ schoolTag: '985', score: null })
    expect(parseQuestion('位次5万能上什么双一流大学')).toMatchObject({ schoolTag: '双一流', rank: 50_000 })
    expect(parseQuestion('575分能上哪些211')).toMatchObject({ schoolTag: '211', score: 575 })
    expect(parseQuestion('211分排多少名')).toMatchObject({ schoolTag: null, score: 211 })
  })

  it('lists only programmes of schools with the level asked, open to the student’s subjects, for any rank and subjects', async () => {
    const { deps, tools } = await sampleChat()
    const cat = await deps.volunteer.model.catalogue()
    if (!cat) throw new Error('no catalogue')
    const bySchool = new Map(cat.entries.map((e) => [`${e.candidate.schoolName} ${e.candidate.majorName}`, e]))
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2_000, max: 120_000 }),
        fc.constantFrom(...SCHOOL_TAGS),
        fc.uniqueArray(fc.constantFrom(...ELECTIVE_SUBJECTS), { minLength: 3, maxLength: 3 }),
        async (rank, tag, subjects) => {
          const r = await tools.nearCutoffs.run({ rank, tag, subjects })
          const any = await tools.nearCutoffs.run({ rank, tag })
          if (!r.ok || !any.ok) throw new Error('no catalogue')
          for (const row of r.rows) {
            const e = bySchool.get(`${row.schoolName} ${row.majorName}`)
            if (!e) throw new Error(`${row.schoolName} ${row.majorName} is not in the plan`)
            expect(e.tags).toContain(tag)
            expect(e.candidate.rule === null || isEligible(e.candidate.rule, subjects)).toBe(true)
          }
          // Leaving out the closed programmes loses none of the open ones.
          expect(r.total + r.closed).toBe(any.total)
          if (r.furthest) expect(bySchool.get(`${r.furthest.schoolName} ${r.furthest.majorName}`)?.tags).toContain(tag)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('reads a province or city the schools are in, and leaves 上海大学 and 浙江大学 as school names', () => {
    expect(parseQuestion('上海的大学有哪些能上')).toMatchObject({ place: '上海', intent: 'whatCanIGet' })
    expect(parseQuestion('我能上哪些浙江省内的大学')).toMatchObject({ place: '浙江', intent: 'whatCanIGet' })
    expect(parseQuestion('省内的211有哪些能上')).toMatchObject({ place: '浙江', schoolTag: '211', intent: 'whatCanIGet' })
    expect(parseQuestion('杭州有哪些大学能上')).toMatchObject({ place: '杭州', intent: 'whatCanIGet' })
    expect(parseQuestion('这个分数报哪个学校稳').intent).toBe('whatCanIGet')
    expect(parseQuestion('上海大学能上吗')).toMatchObject({ place: null, intent: 'chance' })
    expect(parseQuestion('浙江大学的投档线是多少').place).toBeNull()
    expect(parseQuestion('Which universities in Shanghai can I get into?')).toMatchObject({ place: '上海', intent: 'whatCanIGet' })
    expect(parseQuestion('What is the cutoff in Ningbo University?').place).toBeNull()
  })

  it('lists only schools in the place asked, for any place and rank', async () => {
    const { deps, tools } = await sampleChat()
    const cat = await deps.volunteer.model.catalogue()
    if (!cat) throw new Error('no catalogue')
    const where = new Map(cat.entries.map((e) => [`${e.candidate.schoolName} ${e.candidate.majorName}`, [e.candidate.province, e.candidate.city]]))
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2_000, max: 150_000 }), fc.constantFrom('浙江', '上海', '杭州', '江苏', '宁波'), async (rank, place) => {
        const r = await tools.nearCutoffs.run({ rank, place })
        if (!r.ok) throw new Error('no catalogue')
        for (const row of r.rows) expect(where.get(`${row.schoolName} ${row.majorName}`)).toContain(place)
      }),
      { numRuns: 30 },
    )
  })

  it('answers "985大学最低多少分能上" with the level’s furthest-reaching programme first, not a school guessed from 大学', async () => {
    const { tools } = await sampleChat()
    const u = await understand(tools, [], '985大学最低多少分能上')
    expect(u).toMatchObject({ intent: 'whatCanIGet', schoolTag: '985', school: null })
    const a = answerOf(await converse(tools, ['985大学最低多少分能上']))
    expect(a.indexOf('985院校里')).toBeGreaterThan(-1)
    expect(a.indexOf('985院校里')).toBeLessThan(a.indexOf('供参考') === -1 ? Infinity : a.indexOf('供参考'))
  })

  it('names the furthest-reaching programme of the level when none lies near the rank', async () => {
    const { tools } = await sampleChat()
    const rec = recording(tools)
    const a = answerOf(await converse(rec.tools, ['位次15万能上哪些985']))
    const r = rec.results.find(
      (x): x is { ok: true; rows: unknown[]; furthest: { schoolName: string; minRank: number } } => typeof x === 'object' && x !== null && 'furthest' in x,
    )
    expect(r?.rows).toEqual([])
    expect(a).toContain(`985院校里`)
    expect(a).toContain(`${r?.furthest.schoolName}`)
    expect(a).toContain(`位次${r?.furthest.minRank}名`)
  })

  it('reads "想学医，有什么学校推荐" as what the rank reaches in a major, not as a guessed school', async () => {
    const { tools } = await sampleChat()
    for (const q of ['想学医，575分有什么学校推荐', '575分想学计算机，有哪些大学推荐', '我家孩子物化生，600分，想学计算机，推荐一下']) {
      const u = await understand(tools, [], q)
      expect(u.intent, q).toBe('whatCanIGet')
      expect(u.school, q).toBeNull()
      expect(u.major, q).not.toBeNull()
    }
  })
})
