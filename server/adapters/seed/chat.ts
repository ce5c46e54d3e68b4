import type { SystemSetting } from '@/ports/api/schemas'
import { SettingNames } from '@/ports/api/settingNames'

/**
 * The questions the chat offers before the first one is asked. Each is one the built-in assistant answers
 * from the dataset (npm run eval:chat covers their kinds), so a click never lands on "I cannot answer".
 */
export const hotQuestionSeed: string[] = [
  '我612分能上浙江工业大学计算机吗',
  '物化地能报临床医学吗',
  '2025年650分排多少名',
  '浙江大学的投档线是多少',
  '位次10000大概多少分',
  '什么是平行志愿',
]

/** The chat's greeting, a setting like the others so operators can reword it without a release. */
export const CHAT_WELCOME_SETTING = SettingNames.chatWelcome

export const chatSettings: SystemSetting[] = [
  {
    fieldName: CHAT_WELCOME_SETTING,
    fieldValue:
      '你好，我是志愿填报AI助手。可以问我分数和位次的换算、院校专业的投档线、录取机会、选考要求和填报规则，所有数字都来自浙江省教育考试院公布的历年数据。',
  },
]
