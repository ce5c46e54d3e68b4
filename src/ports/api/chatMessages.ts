import { chatMessages_en } from './chatMessages.en'
import { chatMessages_zh_CN } from './chatMessages.zh_CN'
import { chatMessages_zh_TW } from './chatMessages.zh_TW'
import type { Lang } from './lang'
import { fillPlaceholders } from './messages'

/** The chat assistant's words (chatMessages.<lang>.ts, zh_TW made from zh_CN), looked up by key and language. */
export type ChatMessageKey = keyof typeof chatMessages_zh_CN

const CATALOGUES: Readonly<Record<Lang, () => Readonly<Record<ChatMessageKey, string>>>> = {
  zh_CN: () => chatMessages_zh_CN,
  zh_TW: chatMessages_zh_TW,
  en: () => chatMessages_en,
}

/** Localise a chat message, filling {{name}} placeholders. */
export function chatMessage(key: ChatMessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(CATALOGUES[lang]()[key], params)
}

export const RULE_TOPICS = ['parallel', 'volunteers', 'segments', 'threeInOne', 'subjects', 'scores', 'equalRank', 'risk'] as const
export type RuleTopic = (typeof RULE_TOPICS)[number]
