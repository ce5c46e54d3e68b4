import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import { ManualClock } from '@/adapters/fake/ManualClock'
import { RecordingToast } from '@/adapters/fake/RecordingToast'
import { ScriptedHttpApi } from '@/adapters/fake/ScriptedHttpApi'
import * as chatApi from '@/ports/api/chat'
import { StreamCode } from '@/ports/api/stream'
import type { Ids } from '@/ports/Ids'
import { ChatViewModel } from '@/ui/chat/ChatViewModel'
import { SCROLL_DELAY_MS } from '@/ui/chat/chatTimings'
import { HeldAnswerStream } from '../core/chat/HeldAnswerStream'
import { settle } from '../support/ManualEventLoop'
import { useCasesOn } from '../support/useCasesOn'

const ids: Ids = { uuid: () => 'aaaa-bbbb', token: () => 't', smsCode: () => '123456', inviteCode: () => 'i' }

function chatOn() {
  const clock = new ManualClock()
  const stream = new HeldAnswerStream()
  const api = new ScriptedHttpApi()
  api
    .reply(chatApi.askQuestion, () => '')
    .reply(chatApi.saveTalkXf, () => null)
    .reply(chatApi.stopStream, () => null)
    .reply(chatApi.talkGroups, () => (api.callsTo('saveTalkXf').length ? [{ uaGroup: 'aaaabbbb', question: '问', answer: '答' }] : []))
  const uc = useCasesOn(api, undefined, stream)
  const vm = new ChatViewModel({
    ...uc,
    ids,
    prefs: new InMemoryPreferences(),
    toast: new RecordingToast(),
    timer: clock,
    translate: (key) => key,
    userId: () => 7,
  })
  return { vm, api, stream, clock }
}

describe('the chat view model', () => {
  it("shows the runner's states: the question, the typed answer, loading until the stream ends, then the saved conversation", async () => {
    const { vm, stream, clock } = chatOn()
    vm.setDraft('问')
    vm.send()
    expect(vm.draft).toBe('')
    expect(vm.loading).toBe(true)
    expect(vm.messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    await settle()
    expect(vm.streaming).toBe(true)
    stream.last.push({ code: StreamCode.answer, content: '答' })
    await settle()
    expect(vm.messages[1].text).toBe('')
    clock.advance(30)
    expect(vm.messages[1].text).toBe('答')
    stream.last.end()
    await settle()
    expect(vm.loading).toBe(false)
    expect(vm.conversations).toEqual([{ uaGroup: 'aaaabbbb', question: '问', answer: '答', isNew: false }])
  })

  it('keeps the draft when the question could not be sent, while an answer is coming', async () => {
    const { vm } = chatOn()
    vm.send('第一个问题')
    await settle()
    vm.setDraft('第二个问题')
    vm.send()
    expect(vm.draft).toBe('第二个问题')
    expect(vm.messages.filter((m) => m.role === 'user')).toHaveLength(1)
  })

  it('stops the answer and closes the stream when the chat is closed', async () => {
    const { vm, stream, api } = chatOn()
    vm.show()
    vm.send('问')
    await settle()
    vm.close()
    expect(vm.open).toBe(false)
    expect(vm.loading).toBe(false)
    expect(stream.last.signal.aborted).toBe(true)
    await settle()
    expect(api.callsTo('stopStream')).toHaveLength(1)
  })

  it('scrolls the list a moment after a change, through the timer port, unless cancelled', () => {
    const { vm, clock } = chatOn()
    const scrolled: string[] = []
    vm.afterLayout(() => scrolled.push('kept'))
    const cancel = vm.afterLayout(() => scrolled.push('cancelled'))
    cancel()
    clock.advance(SCROLL_DELAY_MS - 1)
    expect(scrolled).toEqual([])
    clock.advance(1)
    expect(scrolled).toEqual(['kept'])
  })

  it('leaves time to the ports: no file of the chat screen uses a timer or Date itself', () => {
    const folder = new URL('../../src/ui/chat/', import.meta.url)
    for (const file of readdirSync(folder)) {
      const source = readFileSync(new URL(file, folder), 'utf8')
      expect(source, file).not.toMatch(/\b(setTimeout|setInterval|clearTimeout|clearInterval|Date)\b/)
    }
  })
})
