import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkList } from '@/core/domain/admission/checkList'
import { DEFAULT_WANTS } from '@/core/domain/admission/listWants'
import { percentText } from '@/core/domain/admission/listTypes'
import { LocalChatModel } from '../../../server/adapters/chat/LocalChatModel'
import { splitOutsideBrackets, splitQuestion } from '../../../server/adapters/chat/parseQuestion'
import type { ChatTools } from '../../../server/ports/ChatModel'
import { answerOf, converse, sampleChat } from './chatFixtures'

describe('questions of several parts', () => {
  it('splits where each side asks something of its own, and keeps context with its question', () => {
    expect(splitQuestion('二段线多少？二段怎么录取')).toEqual(['二段线多少？', '二段怎么录取'])
    expect(splitQuestion('最多填几个志愿，滑档了怎么办')).toEqual(['最多填几个志愿，', '滑档了怎么办'])
    expect(splitQuestion('我612分，能上浙工大吗')).toEqual(['我612分，能上浙工大吗'])
    expect(splitQuestion('我选考物理化学历史，能报南京航空航天大学的人工智能吗')).toHaveLength(1)
    expect(splitQuestion('我女儿估分605，能不能报浙江工商大学')).toHaveLength(1)
    expect(splitQuestion('浙工大投档线是多少？')).toEqual(['浙工大投档线是多少？'])
  })

  it('answers every part, in order', async () => {
    const { tools } = await sampleChat()
    const a = answerOf(await converse(tools, ['二段线多少？二段怎么录取']))
    expect(a).toMatch(/二段\d+分/)
    expect(a).toContain('先录一段')
    expect(a.indexOf('二段')).toBeLessThan(a.indexOf('先录一段'))
    const b = answerOf(await converse(tools, ['最多填几个志愿，滑档了怎么办']))
    expect(b).toContain('80个志愿')
    expect(b).toContain('滑档是')
  })
})

describe('splitting names outside brackets', () => {
  it('never splits inside a bracket, and loses nothing but the separators', () => {
    expect(splitOutsideBrackets('华东交通大学土木工程(土木、信息计算双学士学位)和计算机类', /和|、/)).toEqual([
      '华东交通大学土木工程(土木、信息计算双学士学位)',
      '计算机类',
    ])
    const piece = fc.constantFrom('计算机', '和', '、', '(', ')', '土木', '与')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (xs) => {
        const text = xs.join('')
        const parts = splitOutsideBrackets(text, /和|、/)
        expect(parts.join('').length + (parts.length - 1)).toBe(text.length)
        // Every separator left in a part sits inside a bracket of that part.
        for (const part of parts) {
          let depth = 0
          for (const ch of part) {
            if (ch === '(') depth++
            else if (ch === ')') depth = Math.max(0, depth - 1)
            else if ((ch === '和' || ch === '、') && depth === 0) throw new Error(`split missed in ${part}`)
          }
        }
      }),
    )
  })
})

describe('streaming', () => {
  it('sends the first sentence while a later tool is still running', async () => {
    const { tools } = await sampleChat()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let chanceDone = false
    const slow: ChatTools = {
      ...tools,
      admitChance: {
        ...tools.admitChance,
        run: async (args) => {
          await gate
          const r = await tools.admitChance.run(args)
          chanceDone = true
          return r
        },
      },
    }
    const stream = new LocalChatModel().answer({ question: '我612分能上浙工大吗', history: [], lang: 'zh_CN', tools: slow }, new AbortController().signal)
    const it = stream[Symbol.asyncIterator]()
    const first = await it.next()
    expect(first.value).toMatchObject({ kind: 'reasoning' })
    const second = await it.next()
    expect(second.value).toMatchObject({ kind: 'answer' })
    expect((second.value as { text: string }).text).toContain('612分')
    expect(chanceDone).toBe(false)
    release()
    const rest: string[] = []
    for (let r = await it.next(); !r.done; r = await it.next()) rest.push((r.value as { text: string }).text)
    expect(chanceDone).toBe(true)
    expect(rest.join('')).toContain('浙江工业大学')
  })
})

describe('questions about the student’s own list', () => {
  it('answers P(滑档) and the likeliest rows from the list’s own outcome, and the riskiest row with why', async () => {
    const { deps, tools, userId } = await sampleChat()
    const cat = (await deps.volunteer.model.catalogue())!
    const picks = ['0001', '0003', '0005', '0006'].flatMap((code) => cat.candidates.filter((c) => c.schoolCode === code).slice(0, 2))
    for (const c of picks) await deps.volunteer.lists.add(userId, { planId: c.id, year: cat.year, fromAi: false }, Number.MAX_SAFE_INTEGER, { max: 80 })
    const check = checkList(
      cat.index,
      picks.map((c) => cat.index.position.get(c.id)!),
      { rank: 50000, subjects: ['物理', '化学', '生物'], segment: '一段' },
      DEFAULT_WANTS,
      { scores: {}, sex: null },
    )
    const slip = percentText(check.outcome!.slip)
    const a = answerOf(await converse(tools, ['我的志愿表滑档风险大吗？最可能被哪个录取？']))
    expect(a).toContain(`滑档的概率约为${slip}`)
    expect(a).toContain('最可能录取你的志愿')
    // Not the whole list dumped for a question about one figure.
    expect(a.match(/第\d+志愿/g)!.length).toBeLessThanOrEqual(3)
    const worst = check.rows.map((r, k) => ({ k, p: r.probability ?? 2 })).sort((x, y) => x.p - y.p)[0]
    const risky = answerOf(await converse(tools, ['我的志愿表滑档风险大吗？', '哪个最危险']))
    expect(risky).toContain(`录取概率最低的是第${worst.k + 1}志愿`)
    expect(risky).toContain(percentText(worst.p))
    expect(risky).toMatch(/投档位次|没有自己的往年投档线/)
  })
})
