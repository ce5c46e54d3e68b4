// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { MemoryBackend } from '@/adapters/fake/InMemoryHttpApi'
import type { StreamMessage } from '@/ports/api/stream'
import { signInNewStudent } from './profileSignIn'

afterEach(cleanup)

/** Holds the backend's stream after its first message until the client closes it, so "停止生成" can be pressed mid-answer. */
function holdStreams(backend: MemoryBackend) {
  const open = backend.openStream?.bind(backend)
  if (!open) throw new Error('the demo backend has no openStream')
  backend.openStream = async (endpoint, raw, ctx, signal) => {
    const opening = await open(endpoint, raw, ctx, signal)
    if (!opening.ok) return opening
    const messages = opening.messages
    async function* held(): AsyncGenerator<StreamMessage> {
      for await (const message of messages) {
        if (message.code !== 0) continue
        yield message
        break
      }
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
    }
    return { ok: true, messages: held() }
  }
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'AI 问答' }))
  return screen.findByRole('dialog', { name: 'AI 志愿问答' })
}

const answered = (chat: HTMLElement) => waitFor(() => expect(within(chat).getByRole('log', { name: '对话内容' }).getAttribute('aria-busy')).toBe('false'))
const answers = (chat: HTMLElement) => within(chat).getAllByRole('article', { name: 'AI 助手' })

describe('the AI chat in demo mode', () => {
  it('shows hot questions, streams the answer to one, allows one new conversation, deletes a conversation', async () => {
    const user = userEvent.setup()
    await signInNewStudent(user, '13900007001')
    const chat = await openChat(user)
    const list = within(chat).getByRole('navigation', { name: '对话列表' })
    expect(within(list).getByRole('button', { name: '新对话' })).toBeTruthy()

    // The first conversation has no answer yet: no second new one.
    await user.click(within(chat).getByRole('button', { name: '新建对话' }))
    expect(await screen.findByText('只能新建一个对话')).toBeTruthy()

    const hot = await within(chat).findByRole('button', { name: '2025年650分排多少名' })
    expect(within(chat).getByText('大家都在问').nextElementSibling?.querySelectorAll('button')).toHaveLength(3)
    // The greeting is the operator's chat_welcome setting (npm run admin -- welcome set), not a fixed text.
    expect(within(chat).getByText(/所有数字都来自浙江省教育考试院公布的历年数据/)).toBeTruthy()
    await user.click(hot)
    expect(await within(chat).findByText('2025年650分排多少名', { selector: 'p' })).toBeTruthy()
    await answered(chat)
    await waitFor(() => expect(answers(chat).at(-1)?.textContent).toMatch(/\d/))
    expect(within(chat).queryByRole('button', { name: /停止生成/ })).toBeNull()
    // Saved: the conversation is listed under its question and a new one may start.
    expect(await within(list).findByRole('button', { name: '2025年650分排多少名' })).toBeTruthy()

    await user.click(within(chat).getByRole('button', { name: '新建对话' }))
    expect((await within(list).findByRole('button', { name: '新对话' })).getAttribute('aria-current')).toBe('true')
    expect(within(list).queryByRole('button', { name: /删除对话「新对话」/ })).toBeNull()

    await user.click(within(list).getByRole('button', { name: '删除对话「2025年650分排多少名」' }))
    expect(await screen.findByText('删除成功')).toBeTruthy()
    await waitFor(() => expect(within(list).queryByRole('button', { name: '2025年650分排多少名' })).toBeNull())
  })

  it('stops a running answer: loading ends, the partial answer stays and is saved; Enter sends, an empty question is not sent', async () => {
    const user = userEvent.setup()
    const { backend } = await signInNewStudent(user, '13900007002')
    holdStreams(backend)
    const chat = await openChat(user)
    const box = within(chat).getByRole('textbox', { name: '你的问题' })

    await user.type(box, '   {Enter}')
    expect(within(chat).queryAllByRole('article', { name: '我' })).toHaveLength(0)

    await user.type(box, '浙江大学的投档线是多少{Enter}')
    const stop = await within(chat).findByRole('button', { name: /停止生成/ })
    expect(box.hasAttribute('readonly')).toBe(true)
    // Text of the answer itself, not the "正在思考…" shown before its first chunk (stopping then leaves it empty).
    await waitFor(() => {
      const answer = answers(chat).at(-1)
      expect(answer && within(answer).queryByText('正在思考…')).toBeNull()
      expect(answer?.textContent?.length).toBeGreaterThan(0)
    })
    await user.click(stop)
    await answered(chat)
    expect(within(chat).queryByRole('button', { name: /停止生成/ })).toBeNull()
    expect(box.hasAttribute('readonly')).toBe(false)
    const partial = answers(chat).at(-1)?.textContent ?? ''
    expect(partial.length).toBeGreaterThan(0)
    expect(await within(chat).findByRole('button', { name: '浙江大学的投档线是多少' })).toBeTruthy()
  })
})
