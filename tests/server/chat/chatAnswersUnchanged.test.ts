import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LocalChatModel } from '../../../server/adapters/chat/LocalChatModel'
import { chatTools } from '../../../server/app/chat/tools/chatTools'
import type { ChatTurn } from '../../../server/ports/ChatModel'
import type { Lang } from '@/ports/api/lang'
import { sampleChat } from './chatFixtures'

/**
 * Conversations over every question type and the answer's special cases (premises, future years, sister
 * schools, shared programme names, programmes compared, follow-ups, the student's own list), so a change to
 * how answers are written that alters any of them shows here. The last turn is asked in each language.
 */
const CONVERSATIONS: string[][] = [
  ['2025 年 650 分排多少名'],
  ['去年600分排多少名'],
  ['600分有多少人'],
  ['一分一段'],
  ['位次10000大概多少分'],
  ['前年排名5000名对应多少分'],
  ['2025年排在第4万名要多少分'],
  ['今年620分相当于2024年多少分'],
  ['2023年的576分相当于2026年多少分'],
  ['我的分数在2024年相当于多少分'],
  ['600分相当于2019年多少分'],
  ['等位分是多少'],
  ['浙江大学的投档线是多少'],
  ['浙工大计算机投档线'],
  ['杭电2024年的录取分数线'],
  ['浙江工商大学会计学2024年投档线多少'],
  ['2025年 和 2024年 浙工大 投档线 对比'],
  ['宁波大学前年的分数线'],
  ['浙大临床医学投档线'],
  ['浙江大学医学院口腔医学去年多少分'],
  ['宁波大学工科试验班投档线'],
  ['浙江工业大学2030年投档线'],
  ['计算机投档线'],
  ['北京大学在江苏的分数线'],
  ['北京大学在火星上的分数线'],
  ['明年一段线大概多少'],
  ['位次8000能上浙工大吗'],
  ['我612分能上浙工大计算机吗'],
  ['我能上浙江工业大学吗'],
  ['能上浙江大学吗'],
  ['考了645，能不能冲一下上交'],
  ['物化生 620分能上温医大临床医学吗'],
  ['物化地能报临床医学吗'],
  ['史政地可以报计算机吗？'],
  ['物化生能报浙大临床医学吗'],
  ['我能报医学吗'],
  ['物化生能报哪些专业'],
  ['物理化学历史能报浙江工业大学的建筑学吗'],
  ['2025年一段线多少分'],
  ['浙江历年分段线'],
  ['专科线是多少'],
  ['前年一段线'],
  ['2019年特控线'],
  ['我的位次是多少'],
  ['我的选考科目是什么'],
  ['我的志愿表怎么样'],
  ['我的志愿表滑档风险大吗？最可能被哪个录取？'],
  ['我的志愿表滑档风险大吗？', '哪个最危险'],
  ['我的志愿表稳不稳，列出来看看'],
  ['浙大和浙工大哪个好'],
  ['我620分，浙工大还是杭电'],
  ['杭电和浙工大的计算机哪个分数高'],
  ['浙江大学和浙江工业大学计算机类2020到2026年投档线对比'],
  ['浙工大和杭电哪个更稳'],
  ['浙大和浙工大哪个就业好'],
  ['浙工大计算机类和软件工程哪个分高'],
  ['我位次15000，浙工大计算机类和软件工程哪个更稳'],
  ['三千名能上什么学校'],
  ['我能上什么学校'],
  ['我想学计算机，620分，推荐几个学校'],
  ['浙工大计算机学制几年'],
  ['浙大城市学院学费多少'],
  ['温医大临床医学中外合作学费'],
  ['浙江大学色盲能报吗'],
  ['学制几年'],
  ['浙大宁波理工学院有哪些专业'],
  ['三位一体什么时候报名'],
  ['平行志愿是怎么投档的'],
  ['你好'],
  ['今天天气怎么样'],
  ['浙工大计算机投档线', '那它2024年呢'],
  ['我612分能上浙工大计算机吗', '换成杭电呢'],
  ['2025年650分排多少名', '那630分呢'],
  ['物化地能报临床医学吗', '那口腔医学呢'],
  ['我考了612分', '能上浙工大吗'],
  ['浙大和浙工大哪个好', '我位次15000呢'],
  ['浙工大计算机', '它的学费呢'],
  ['位次两万能上什么学校', '那三万呢'],
  ['二段线多少？二段怎么录取'],
]

const FIXTURE = new URL('../fixtures/chatAnswers.json', import.meta.url)
const LANGS: Lang[] = ['zh_CN', 'en', 'zh_TW']

interface Recorded {
  lang: Lang
  turns: string[]
  chunks: Array<{ kind: string; text: string }>
}

async function recordAll(): Promise<Recorded[]> {
  const { deps, userId } = await sampleChat()
  // A short list of four schools' first programmes, for the questions about the student's own list.
  const cat = (await deps.volunteer.model.catalogue())!
  const picks = ['0001', '0003', '0005', '0006'].flatMap((code) => cat.candidates.filter((c) => c.schoolCode === code).slice(0, 1))
  for (const c of picks) await deps.volunteer.lists.add(userId, { planId: c.id, year: cat.year, fromAi: false }, Number.MAX_SAFE_INTEGER, { max: 80 })
  const out: Recorded[] = []
  for (const lang of LANGS) {
    const tools = chatTools(deps, { userId, lang })
    for (const turns of CONVERSATIONS) {
      const history: ChatTurn[] = []
      let chunks: Recorded['chunks'] = []
      for (const question of turns) {
        chunks = []
        for await (const c of new LocalChatModel().answer({ question, history, lang, tools }, new AbortController().signal)) chunks.push({ ...c })
        history.push({ question, answer: chunks.flatMap((c) => (c.kind === 'answer' ? [c.text] : [])).join('') })
      }
      out.push({ lang, turns, chunks })
    }
  }
  return out
}

describe('the local assistant’s answers', () => {
  it('say word for word what they said when the fixture was recorded, reasoning included', async () => {
    const now = await recordAll()
    // Recorded once from the code before a refactoring: RECORD_CHAT_ANSWERS=1 npx vitest run <this file>.
    if (process.env.RECORD_CHAT_ANSWERS === '1') writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`)
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Recorded[]
    expect(now.length).toBe(recorded.length)
    for (const [i, r] of recorded.entries()) expect({ lang: now[i].lang, turns: now[i].turns, chunks: now[i].chunks }).toEqual(r)
  })
})
