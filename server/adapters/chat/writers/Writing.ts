import { chatMessage, type ChatMessageKey } from '@/ports/api/chatMessages'
import type { Lang } from '@/ports/api/lang'
import type { ChatTools } from '../../../ports/ChatModel'
import type { ChanceRow } from '../../../ports/ChatToolTypes'
import type { Understood } from '../Understood'

export type Say = (key: ChatMessageKey, params?: Record<string, string | number>) => string

/** What a writer has at hand: the question understood, the tools, and the reply written so far. */
export interface Writing {
  u: Understood
  say: Say
  /** Adds sentences to the reply; each goes to `emit` at once, so the first one streams while later tools run. */
  push(...sentences: string[]): void
  /** A list's items as sentences: separated by "；", the last one closing with "。". */
  list(items: string[]): void
  /** A tool's run, with its name recorded as called (before it runs, so the reasoning names it). */
  call<K extends keyof ChatTools>(name: K): ChatTools[K]['run']
  /** Says which year a "去年"/"前年" was taken for, once the tool has named it. */
  relativeNote(year: number, newest: number): void
  /** The major asked about, quoted for a sentence ('' without one). */
  majorText: string
  band(b: ChanceRow['band']): string
}

/** Writes one kind of answer; the writers are looked up by the question's intent. */
export type Writer = (w: Writing) => Promise<void>

export interface Written {
  sentences: string[]
  called: string[]
}

/** A Writing over empty sentences and calls, and the Written those fill. */
export function startWriting(
  tools: ChatTools,
  u: Understood,
  lang: Lang,
  emit: (sentence: string, calledSoFar: readonly string[]) => void,
): { w: Writing; written: Written } {
  const written: Written = { sentences: [], called: [] }
  const say: Say = (key, params) => chatMessage(key, lang, params)
  const push = (...xs: string[]) => {
    for (const x of xs) {
      written.sentences.push(x)
      emit(x, written.called)
    }
  }
  const w: Writing = {
    u,
    say,
    push,
    list: (items) => items.forEach((x, i) => push(x + (i === items.length - 1 ? say('chat.list.end') : say('chat.list.sep')))),
    call: (name) => {
      written.called.push(name)
      // The tools are plain objects whose run reads no `this`; bind keeps the unbound-method rule satisfied.
      const tool = tools[name]
      return tool.run.bind(tool)
    },
    relativeNote: (year, newest) => {
      if (u.yearWord === null) return
      push(year === newest ? say('chat.year.relative', { word: u.yearWord, year }) : say('chat.year.relativeBack', { word: u.yearWord, newest, year }))
    },
    majorText: u.major ? say('chat.major.suffix', { major: u.major }) : '',
    band: (b) => say(`chat.band.${b}`),
  }
  return { w, written }
}
