import { describe, expect, it } from 'vitest'
import { NOT_UNDERSTOOD } from '@/core/chat/chatSession'
import { StreamCode } from '@/ports/api/stream'
import { ApiError } from '@/ports/HttpApi'
import { settle } from '../../support/ManualEventLoop'
import { chatRunnerOn, sendToStream } from './chatRunnerOn'

describe('the chat runner', () => {
  it('shows a plain answer and saves it with saveTalk, without opening a stream or a timer', async () => {
    const chat = chatRunnerOn({ plain: () => '  2025年650分约排第5000名 ' })
    expect(chat.runner.send('2025年650分排多少名')).toBe(true)
    expect(chat.runner.state.phase).toBe('asking')
    await settle()
    expect(chat.runner.state.phase).toBe('idle')
    expect(chat.last().text).toBe('2025年650分约排第5000名')
    expect(chat.saves()).toEqual([
      { via: 'saveTalk', userId: 7, uaGroup: 'g1', question: '2025年650分排多少名', answer: '2025年650分约排第5000名', thought: null },
    ])
    expect(chat.savedCount()).toBe(1)
    expect(chat.stream.openings).toHaveLength(0)
    expect(chat.clock.pendingTimers).toBe(0)
  })

  it.each(['', NOT_UNDERSTOOD])('opens the stream with the token and the clock time as uuid when the plain answer is %j', async (plain) => {
    const chat = chatRunnerOn({ plain: () => plain })
    await sendToStream(chat, '那2024年呢')
    expect(chat.runner.state.phase).toBe('streaming')
    expect(chat.stream.last.question).toMatchObject({ userId: 7, question: '那2024年呢', uaGroup: 'g1', uuid: String(chat.clock.now()) })
    expect(chat.clock.pendingTimers).toBe(1)
  })

  it('shows a refused stream as an error and saves nothing', async () => {
    const chat = chatRunnerOn()
    chat.stream.refuse = { code: 1, msg: '提问太频繁，请稍后再试', data: null }
    await sendToStream(chat)
    expect(chat.runner.state.phase).toBe('idle')
    expect(chat.last().error).toBe('提问太频繁，请稍后再试')
    expect(chat.saves()).toEqual([])
    expect(chat.clock.pendingTimers).toBe(0)
  })

  it('shows a failed plain call as an error and saves nothing', async () => {
    const chat = chatRunnerOn({ plain: () => new ApiError(-1, '网络异常') })
    await sendToStream(chat)
    expect(chat.last().error).toBe('网络异常')
    expect(chat.saves()).toEqual([])
    expect(chat.stream.openings).toHaveLength(0)
  })

  it('calls nothing for a signed-out user', async () => {
    const chat = chatRunnerOn({ signedIn: false })
    chat.runner.send('浙江大学的投档线是多少')
    chat.runner.switchTo('g2')
    await settle()
    expect(chat.api.calls).toEqual([])
    expect(chat.stream.openings).toHaveLength(0)
  })

  it("switching shows the other conversation's history, with its reasoning", async () => {
    const chat = chatRunnerOn({ history: [{ question: '问', answer: '答', thought: '想' }] })
    chat.runner.switchTo('g2')
    await settle()
    expect(chat.runner.state.group).toBe('g2')
    expect(chat.runner.state.messages).toEqual([
      { role: 'user', text: '问', reasoning: '' },
      { role: 'assistant', text: '答', reasoning: '想' },
    ])
  })

  it('tells the listener every state, the last one being the state it holds', async () => {
    const chat = chatRunnerOn()
    await sendToStream(chat)
    chat.stream.last.push({ code: StreamCode.answer, content: '三' })
    await settle()
    chat.ticks(1)
    expect(chat.shown.map((state) => state.phase)).toEqual(['asking', 'streaming', 'streaming', 'streaming'])
    expect(chat.shown.at(-1)).toBe(chat.runner.state)
    expect(chat.last().text).toBe('三')
  })
})
