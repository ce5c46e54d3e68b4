import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Repos } from '../../../server/ports/ServerDeps'
import { repoBackends } from './repoBackends'

const T0 = 1_750_000_000_000

describe.each(repoBackends)('chat stores on $name', (backend) => {
  let repos: Repos
  let close: () => Promise<void>
  beforeEach(async () => {
    ;({ repos, close } = await backend.open())
  })
  afterEach(async () => {
    await close()
  })

  const talk = (userId: number, uaGroup: string, question: string, at: number) => ({
    userId,
    uaGroup,
    question,
    answer: `答${question}`,
    thought: null,
    createdAt: at,
  })

  describe('TalkRepo', () => {
    it('keeps records per user and conversation, oldest first, and updates only the owner’s record', async () => {
      const first = await repos.talks.add(talk(1, 'a', 'q1', T0))
      await repos.talks.add({ ...talk(1, 'a', 'q2', T0 + 1), thought: '想' })
      await repos.talks.add(talk(1, 'b', 'q3', T0 + 2))
      await repos.talks.add(talk(2, 'a', 'other', T0 + 3))
      expect(first).toMatchObject({ userId: 1, uaGroup: 'a', question: 'q1', answer: '答q1', thought: null, createdAt: T0 })
      expect((await repos.talks.byGroup(1, 'a')).map((t) => [t.question, t.thought])).toEqual([
        ['q1', null],
        ['q2', '想'],
      ])
      expect((await repos.talks.byUser(1)).map((t) => t.question)).toEqual(['q1', 'q2', 'q3'])
      expect(await repos.talks.update(2, first.id, { answer: 'hijack', thought: null })).toBe(false)
      expect(await repos.talks.update(1, first.id, { answer: '新答', thought: 't' })).toBe(true)
      expect((await repos.talks.byGroup(1, 'a'))[0]).toMatchObject({ answer: '新答', thought: 't' })
    })

    it('lists conversations newest first with their first question, and deletes only the owner’s', async () => {
      await repos.talks.add(talk(1, 'old', 'first of old', T0))
      await repos.talks.add(talk(1, 'new', 'first of new', T0 + 10))
      await repos.talks.add(talk(1, 'old', 'second of old', T0 + 20))
      await repos.talks.add(talk(2, 'old', 'theirs', T0 + 30))
      expect(await repos.talks.groups(1)).toEqual([
        { uaGroup: 'new', question: 'first of new', answer: '答first of new', createdAt: T0 + 10 },
        { uaGroup: 'old', question: 'first of old', answer: '答first of old', createdAt: T0 },
      ])
      expect(await repos.talks.deleteGroup(1, 'old')).toBe(2)
      expect(await repos.talks.groups(1)).toHaveLength(1)
      expect(await repos.talks.byGroup(2, 'old')).toHaveLength(1)
    })
  })

  describe('hot questions and settings in ContentRepo', () => {
    it('starts with the seed, pages it, adds at the end and removes by id', async () => {
      const all = await repos.content.hotQuestions(0, 100)
      expect(all.total).toBeGreaterThanOrEqual(3)
      expect(all.list[0].name).toBe('我612分能上浙江工业大学计算机吗')
      const page2 = await repos.content.hotQuestions(1, 2)
      expect(page2).toEqual({ total: all.total, list: all.list.slice(1, 3) })
      const added = await repos.content.addHotQuestion('新问题')
      expect((await repos.content.hotQuestions(0, 100)).list.at(-1)).toEqual(added)
      expect(await repos.content.removeHotQuestion(added.id)).toBe(true)
      expect(await repos.content.removeHotQuestion(added.id)).toBe(false)
      expect((await repos.content.hotQuestions(0, 100)).total).toBe(all.total)
    })

    it('has the chat greeting as a setting and replaces it', async () => {
      expect((await repos.content.setting('chat_welcome'))?.fieldValue).toContain('AI')
      await repos.content.putSetting({ fieldName: 'chat_welcome', fieldValue: '你好' })
      expect(await repos.content.setting('chat_welcome')).toEqual({ fieldName: 'chat_welcome', fieldValue: '你好' })
    })
  })
})
