import type { chat_zh_CN } from './chat.zh_CN'

/** Strings of the AI chat modal and the floating button. */
export const chat_zh_TW: Record<keyof typeof chat_zh_CN, string> = {
  'chat.title': 'AI 志願問答',
  'chat.conversations': '對話列表',
  'chat.backToChat': '返回對話',
  'chat.newConversation': '新對話',
  'chat.startNew': '新建對話',
  'chat.onlyOneNew': '只能新建一個對話',
  'chat.delete': '刪除對話「{{title}}」',
  'chat.deleted': '刪除成功',
  'chat.welcome': '你好！我是 AI 志願問答助手，可以回答分數位次、院校投檔線、選考要求和填報規則等問題。',
  'chat.hotQuestions': '大家都在問',
  'chat.question': '你的問題',
  'chat.placeholder': '輸入問題，Enter 發送，Shift+Enter 換行',
  'chat.send': '發送',
  'chat.stop': '停止生成',
  'chat.reasoning': '思考過程',
  'chat.thinking': '正在思考…',
  'chat.messages': '對話內容',
  'chat.you': '我',
  'chat.assistant': 'AI 助手',
  'chat.failed': '回答失敗，請稍後再試',
  'chat.close': '關閉',
}
