import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { understand } from '../../../server/adapters/chat/understand'
import { SCHOOL_TAGS } from '../../../server/ports/ChatToolTypes'
import { answerOf, converse, sampleChat } from './chatFixtures'

describe('where a school is and what kind it is', () => {
  it('reads the questions families ask about a school, and leaves the score questions alone', async () => {
    const { tools } = await sampleChat()
    for (const q of [
      '浙江理工大学在哪里',
      '宁波大学是211吗',
      '杭电是几本',
      '中国计量大学怎么样',
      '浙江大学在哪个城市',
      '浙大是985吗',
      'Is Ningbo University a 211?',
      'Where is Zhejiang University?',
    ]) {
      const u = await understand(tools, [], q)
      expect(u.intent, q).toBe('schoolFacts')
      expect(u.school, q).not.toBeNull()
    }
    expect((await understand(tools, [], '580分怎么样')).intent).not.toBe('schoolFacts')
    expect((await understand(tools, [], '600分排名第几')).intent).toBe('scoreToRank')
    const carried = await understand(tools, [{ question: '杭州电子科技大学', answer: '' }], '它在哪里')
    expect(carried).toMatchObject({ intent: 'schoolFacts', school: { name: '杭州电子科技大学' } })
  })

  it('answers a yes-or-no about a level as the school table has it, first, for any school and level', async () => {
    const { deps, tools } = await sampleChat()
    const codes = ['0001', '0003', '0005', '0020', '0049', '0122', '1307', '0259']
    const schools = (await Promise.all(codes.map((c) => deps.reference.school(c)))).filter((s) => s !== null)
    expect(schools.length).toBeGreaterThan(4)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...schools), fc.constantFrom(...SCHOOL_TAGS), async (school, tag) => {
        const has = tag === '985' ? school.is985 : tag === '211' ? school.is211 : school.doubleFirst !== null && school.doubleFirst !== ''
        const a = answerOf(await converse(tools, [`${school.name}是${tag}吗`]))
        expect(a.startsWith(has ? `是，${school.name}是${tag}院校` : `不是，${school.name}不是${tag}院校`), a).toBe(true)
        expect(a).toContain(`${school.name}位于`)
      }),
      { numRuns: 24 },
    )
  })

  it('answers "在金华吗" yes or no by the table’s province and city, and never no for a place finer than a city', async () => {
    const { tools } = await sampleChat()
    expect(answerOf(await converse(tools, ['浙江师范大学在金华吗']))).toMatch(/^是，浙江师范大学在金华/)
    expect(answerOf(await converse(tools, ['浙江师范大学在杭州吗']))).toMatch(/^不是，浙江师范大学不在杭州/)
    const campus = answerOf(await converse(tools, ['杭电在下沙吗']))
    expect(campus).not.toMatch(/^不是|不在下沙/)
    expect(campus).toContain('位于浙江省杭州市')
  })

  it('gives the place, kind and 软科 rank from the school table', async () => {
    const { deps, tools } = await sampleChat()
    const zju = await deps.reference.school('0001')
    if (!zju) throw new Error('no 浙江大学 in the sample')
    const a = answerOf(await converse(tools, ['浙江大学怎么样']))
    expect(a).toContain(`位于${zju.province}${zju.city !== zju.province ? zju.city : ''}`)
    expect(a).toContain('公办本科院校')
    expect(a).toContain(`第${zju.ruankeRank}名`)
    expect(answerOf(await converse(tools, ['杭电是几本']))).toContain('浙江不分一本、二本、三本')
  })
})
