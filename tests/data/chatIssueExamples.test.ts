import { describe, expect, it } from 'vitest'
import { LocalChatModel } from '../../server/adapters/chat/LocalChatModel'
import { chatTools } from '../../server/app/chat/tools/chatTools'
import { loadChatDeps } from '../../server/cli/chatEval/loadChatDeps'
import { Truth } from '../../server/cli/chatEval/truth'
import type { ChatTurn } from '../../server/ports/ChatModel'

/** The questions the assistant answered wrongly before it read names whole, over the shipped dataset. */
describe('questions the assistant used to answer wrongly', () => {
  const { deps, ds } = loadChatDeps('data')
  const tools = chatTools(deps, { userId: null, lang: 'zh_CN' })
  const ask = async (...turns: string[]) => {
    const history: ChatTurn[] = []
    let answer = ''
    for (const question of turns) {
      answer = ''
      for await (const c of new LocalChatModel().answer({ question, history, lang: 'zh_CN', tools }, new AbortController().signal)) if (c.kind === 'answer') answer += c.text
      history.push({ question, answer })
    }
    return answer
  }
  const truth = async () => new Truth(ds, (await deps.volunteer.model.catalogue())!)

  it('keeps the subject words of school and programme names', async () => {
    expect(await ask('浙师大地理科学投档线')).toContain('2026年最低625分，位次29647名')
    const bio = await ask('浙工大生物工程投档线')
    expect(bio).toContain('生物工程')
    expect(bio).not.toContain('建筑学')
    expect(await ask('浙江农林大学生物技术投档线')).not.toContain('林学')
    expect(await ask('武汉生物工程学院投档线')).not.toContain('武汉工程大学')
    expect(await ask('宁波大学科学技术学院投档线')).not.toContain('旅游管理')
  })

  it('reads 等位分 from the year asked to the year asked', async () => {
    const t = await truth()
    expect(await ask('2023年的576分相当于2026年多少分')).toContain(`2026年 ${t.equal(576, 2026, 2023)}分`)
    expect(await ask('我哥2024年考了620，放到2026年多少分')).toContain(`2026年 ${t.equal(620, 2026, 2024)}分`)
  })

  it('answers the class named, lists the classes that share a prefix, and reads English and typos', async () => {
    const one = await ask('天津大学工科试验班（智能与计算类）2024年投档线')
    expect(one).toContain('智能与计算类')
    expect(one).not.toContain('化工能源与生命健康类')
    const all = await ask('天津大学工科试验班2024年投档线')
    expect(all).toContain('智能与计算类')
    expect(all).toContain('化工能源与生命健康类')
    expect(await ask('浙江大学computer science投档线')).toContain('计算机')
    expect(await ask('浙大投挡线')).toContain('浙江大学的普通类一段投档线')
  })

  it('compares two schools over every year asked', async () => {
    const a = await ask('浙江大学和浙江工业大学计算机类2020到2026年投档线对比')
    for (const y of [2020, 2023, 2026]) expect(a).toContain(`${y}年投档线`)
  })

  it('answers for the school named, its sister school, a former name, and says what does not exist', async () => {
    expect(await ask('我选考物理化学历史，能报昆明理工大学的自动化吗')).toMatch(/^昆明理工大学2026年招生计划中名称以“自动化”开头的专业1个/)
    expect(await ask('物化生能报浙大临床医学吗')).toContain('浙江大学医学院')
    expect(await ask('浙江大学城市学院投档线')).toContain('浙大城市学院的普通类一段投档线')
    const mars = await ask('北京大学在火星上的分数线')
    expect(mars).toContain('火星')
    expect(mars).not.toMatch(/\d/)
  })

  it('answers both parts of a two-part question', async () => {
    const a = await ask('二段线多少？二段怎么录取')
    expect(a).toMatch(/二段\d+分/)
    expect(a).toContain('先录一段')
  })
})
