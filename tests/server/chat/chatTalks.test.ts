import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { deleteTalkGroup, hotQuestions, saveTalk, talkByGroup, talkGroups, talkList } from '@/ports/api/chat'
import { Codes } from '@/ports/api/endpoint'
import { systemSettingList } from '@/ports/api/system'
import { runAdmin } from '../../../server/cli/runAdmin'
import { send, sendRaw, signIn, startTestServer, type TestServer } from '../testServer'

let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => server.close())

describe('saved conversations', () => {
  it('saves, lists and groups the caller’s records, newest conversation first', async () => {
    const { token } = await signIn(server, '13600000001')
    await send(server, saveTalk, { uaGroup: 'g-old', question: '第一问', answer: '第一答', thought: '想' }, { token })
    server.clock.advance(1000)
    await send(server, saveTalk, { uaGroup: 'g-new', question: '新问', answer: '新答' }, { token })
    server.clock.advance(1000)
    await send(server, saveTalk, { uaGroup: 'g-old', question: '第二问', answer: '第二答' }, { token })
    expect((await send(server, talkGroups, {}, { token })).data).toEqual([
      { uaGroup: 'g-new', question: '新问', answer: '新答' },
      { uaGroup: 'g-old', question: '第一问', answer: '第一答' },
    ])
    expect((await send(server, talkByGroup, { uaGroup: 'g-old' }, { token })).data).toEqual([
      { question: '第一问', answer: '第一答', thought: '想' },
      { question: '第二问', answer: '第二答', thought: null },
    ])
    expect((await send(server, talkList, {}, { token })).data).toHaveLength(3)
    expect((await send(server, deleteTalkGroup, { uaGroup: 'g-old' }, { token })).code).toBe(Codes.ok)
    expect((await send(server, talkGroups, {}, { token })).data).toEqual([{ uaGroup: 'g-new', question: '新问', answer: '新答' }])
  })

  it('user B can neither read nor delete A’s conversation, by group name or by naming A', async () => {
    const a = await signIn(server, '13600000002')
    const b = await signIn(server, '13600000003')
    await send(server, saveTalk, { uaGroup: 'shared-name', question: 'A的问题', answer: 'A的答案' }, { token: a.token })
    expect((await send(server, talkByGroup, { uaGroup: 'shared-name' }, { token: b.token })).data).toEqual([])
    expect((await send(server, talkGroups, {}, { token: b.token })).data).toEqual([])
    expect((await send(server, talkList, {}, { token: b.token })).data).toEqual([])
    const named = await send(server, talkByGroup, { uaGroup: 'shared-name', userId: a.userId }, { token: b.token })
    expect(named.msg).toBe('无权访问其他用户的数据')
    expect((await send(server, deleteTalkGroup, { uaGroup: 'shared-name', userId: a.userId }, { token: b.token })).code).toBe(Codes.failure)
    await send(server, deleteTalkGroup, { uaGroup: 'shared-name' }, { token: b.token })
    expect((await send(server, talkByGroup, { uaGroup: 'shared-name' }, { token: a.token })).data).toHaveLength(1)
    expect((await sendRaw(server, talkList, {})).code).toBe(Codes.sessionExpired)
  })
})

describe('hot questions and the greeting, as operators change them', () => {
  const admin = (...argv: string[]) => runAdmin(server.db, argv, server.clock)

  it('serves the seeded hot questions by page, to visitors too', async () => {
    const page = await send(server, hotQuestions, { pageNum: 1, pageSize: 3 })
    expect(page.data.total).toBeGreaterThanOrEqual(3)
    expect(page.data.list.map((q) => q.name)).toEqual(['我612分能上浙江工业大学计算机吗', '物化地能报临床医学吗', '2025年650分排多少名'])
  })

  it('npm run admin -- hot add|list|remove changes what the next request sees', async () => {
    const added = await admin('hot', 'add', '  宁波大学王牌专业投档线  ')
    expect(added.exitCode).toBe(0)
    const id = Number(/question (\d+)/.exec(added.output)?.[1])
    expect((await admin('hot', 'list')).output).toContain(`${id}  宁波大学王牌专业投档线`)
    const page = await send(server, hotQuestions, { pageNum: 1, pageSize: 100 })
    expect(page.data.list.at(-1)).toEqual({ id, name: '宁波大学王牌专业投档线' })
    expect((await admin('hot', 'remove', String(id))).exitCode).toBe(0)
    expect((await admin('hot', 'remove', String(id))).exitCode).toBe(1)
    expect((await admin('hot', 'add', '')).exitCode).toBe(2)
    expect((await admin('hot', 'remove', 'x')).exitCode).toBe(2)
    expect((await admin('hot')).exitCode).toBe(2)
  })

  it('npm run admin -- welcome set changes the greeting served with the settings', async () => {
    expect((await admin('welcome', 'show')).output).toContain('志愿填报AI助手')
    expect((await admin('welcome', 'set', '欢迎提问')).exitCode).toBe(0)
    const settings = await send(server, systemSettingList, {})
    expect(settings.data).toContainEqual({ fieldName: 'chat_welcome', fieldValue: '欢迎提问' })
  })
})
