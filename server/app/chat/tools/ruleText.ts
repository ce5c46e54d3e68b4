import { chatMessage, RULE_TOPICS, type RuleTopic } from '@/ports/api/chatMessages'
import type { Lang } from '@/ports/api/lang'
import { z } from 'zod'
import type { ChatTool } from '../../../ports/ChatModel'
import type { ChatToolArgs, ChatToolResults } from '../../../ports/ChatToolTypes'

const isTopic = (t: string): t is RuleTopic => (RULE_TOPICS as readonly string[]).includes(t)

export function ruleText(lang: Lang): ChatTool<ChatToolArgs['ruleText'], ChatToolResults['ruleText']> {
  return {
    name: 'ruleText',
    description: `A short explanation of a Zhejiang admission rule; topic is one of ${RULE_TOPICS.join(', ')}.`,
    args: z.object({ topic: z.string() }),
    async run({ topic }) {
      return isTopic(topic) ? { ok: true, topic, text: chatMessage(`chat.rule.${topic}`, lang) } : { ok: false, reason: 'unknownTopic' }
    },
  }
}
