import { describe, expect, it } from 'vitest'
import { apiMessage } from '@/ports/api/messages'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { InMemoryRateLimiter } from '../../../server/adapters/memory/InMemoryRateLimiter'
import { InMemorySecurityLog } from '../../../server/adapters/memory/InMemorySecurityLog'
import { CHAT_QUESTIONS_PER_DAY, CHAT_QUESTIONS_PER_MINUTE } from '../../../server/app/shared/limits'
import { overLimit } from '../../../server/app/shared/overLimit'

const depsAt = (clock: ManualClock) => ({ limiter: new InMemoryRateLimiter(clock), repos: { securityLog: new InMemorySecurityLog() }, clock })

describe('the chat question limits', () => {
  it('caps a day at 200 questions even when paced under the minute limit, per user, and says so with the number', async () => {
    const clock = new ManualClock()
    const deps = depsAt(clock)
    const ask = (userId: number) => overLimit(deps, 'streamAnswer', { userId }, { ip: '10.0.0.1', userId })
    for (let i = 0; i < CHAT_QUESTIONS_PER_DAY; i++) {
      expect(await ask(1)).toBeNull()
      if (i % CHAT_QUESTIONS_PER_MINUTE === CHAT_QUESTIONS_PER_MINUTE - 1) clock.advance(61_000)
    }
    const refusal = await ask(1)
    expect(refusal).toEqual({ error: 'chat.dailyLimit', params: { max: 200 } })
    expect(apiMessage(refusal!.error, 'zh_CN', refusal!.params)).toBe('今天的提问次数已用完（每天200次），请明天再来')
    expect(apiMessage(refusal!.error, 'en', refusal!.params)).toBe("You have used today's 200 questions; please come back tomorrow")
    expect(await ask(2)).toBeNull()
    clock.advance(24 * 3600_000)
    expect(await ask(1)).toBeNull()
  })

  it('tells a fast asker how many seconds to wait, in their language', async () => {
    const clock = new ManualClock()
    const deps = depsAt(clock)
    for (let i = 0; i < CHAT_QUESTIONS_PER_MINUTE; i++) await overLimit(deps, 'streamAnswer', { userId: 7 }, { ip: 'ip', userId: 7 })
    clock.advance(20_000)
    const refusal = await overLimit(deps, 'streamAnswer', { userId: 7 }, { ip: 'ip', userId: 7 })
    expect(refusal).toEqual({ error: 'chat.tooFast', params: { seconds: 40 } })
    expect(apiMessage(refusal!.error, 'zh_TW', refusal!.params)).toBe('提問太頻繁了，請40秒後再問')
  })
})
