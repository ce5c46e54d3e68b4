import { InMemoryTokenStore } from '@/adapters/fake/InMemoryTokenStore'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import { chatUseCases } from '@/composition/useCases'
import { ChatRunner, TYPING_TICK_MS } from '@/core/chat/ChatRunner'
import type { ChatState } from '@/core/chat/chatSession'
import * as chatApi from '@/ports/api/chat'
import type { InputOf } from '@/ports/api/endpoint'
import type { ApiError } from '@/ports/HttpApi'
import { settle } from '../../support/ManualEventLoop'
import { HeldAnswerStream } from './HeldAnswerStream'

export const FAILED = '回答失败，请稍后再试'

export interface RunnerOptions {
  /** What the plain question call answers; '' (the default) sends the question to the stream. */
  plain?: (question: string) => string | ApiError | Promise<string>
  signedIn?: boolean
  history?: { question: string; answer: string; thought?: string | null }[]
}

/**
 * A ChatRunner on the real chat use cases over fakes: a scripted API, a stream the test feeds, a manual clock
 * whose `advance` is the only way the typing timer ticks. Every state the runner shows is recorded.
 */
export function chatRunnerOn(options: RunnerOptions = {}) {
  const clock = new ManualClock()
  const stream = new HeldAnswerStream()
  const api = new ScriptedHttpApi()
    .reply(chatApi.askQuestion, ({ question }) => (options.plain ? options.plain(question) : ''))
    .reply(chatApi.saveTalk, () => null)
    .reply(chatApi.saveTalkXf, () => null)
    .reply(chatApi.stopStream, () => null)
    .reply(chatApi.talkByGroup, () => options.history ?? [])
  const shown: ChatState[] = []
  let saved = 0
  const signedIn = options.signedIn ?? true
  const runner = new ChatRunner(
    {
      ...chatUseCases({ api, stream, tokens: new InMemoryTokenStore(), clock }),
      timer: clock,
      userId: () => (signedIn ? 7 : null),
      failedMessage: () => FAILED,
    },
    'g1',
    { changed: (state) => shown.push(state), saved: () => saved++ },
  )
  return {
    runner,
    api,
    stream,
    clock,
    shown,
    savedCount: () => saved,
    /** Lets the timer tick `count` times. */
    ticks: (count: number) => clock.advance(count * TYPING_TICK_MS),
    last: () => runner.state.messages[runner.state.messages.length - 1],
    /** The talks saved, in the order of the calls, with the endpoint that saved them. */
    saves: () =>
      api.calls
        .filter((call) => call.name === 'saveTalk' || call.name === 'saveTalkXf')
        .map((call) => ({ via: call.name, ...(call.input as InputOf<typeof chatApi.saveTalk>) })),
  }
}

/** Sends `question` and lets the plain call answer, so the stream is open when it returns (with the default plain answer). */
export async function sendToStream(chat: ReturnType<typeof chatRunnerOn>, question = '浙江大学的投档线是多少') {
  chat.runner.send(question)
  await settle()
}
