import type { chat_zh_CN } from './chat.zh_CN'

/** English strings of the AI chat modal and the floating button. */
export const chat_en: Record<keyof typeof chat_zh_CN, string> = {
  'chat.title': 'AI admissions Q&A',
  'chat.conversations': 'Conversations',
  'chat.backToChat': 'Back to the chat',
  'chat.newConversation': 'New conversation',
  'chat.startNew': 'New conversation',
  'chat.onlyOneNew': 'Only one new conversation allowed',
  'chat.delete': 'Delete conversation “{{title}}”',
  'chat.deleted': 'Deleted successfully',
  'chat.welcome': 'Hello! I am the AI admissions assistant. Ask me about score ranks, school cutoffs, subject requirements and the application rules.',
  'chat.hotQuestions': 'Popular questions',
  'chat.question': 'Your question',
  'chat.placeholder': 'Type a question; Enter sends, Shift+Enter starts a new line',
  'chat.send': 'Send',
  'chat.stop': 'Stop generating',
  'chat.reasoning': 'Reasoning',
  'chat.thinking': 'Thinking…',
  'chat.messages': 'Messages',
  'chat.you': 'Me',
  'chat.assistant': 'AI assistant',
  'chat.failed': 'The answer failed, please try again later',
}
