import { chat_zh_CN } from './chat.zh_CN'
import { home_zh_CN } from './home.zh_CN'
import { pay_zh_CN } from './pay.zh_CN'
import { profile_zh_CN } from './profile.zh_CN'
import { school_zh_CN } from './school.zh_CN'
import { volunteer_zh_CN } from './volunteer.zh_CN'
import { zh_CN } from './zh_CN'

/**
 * The screens' Simplified Chinese words that travel with the first page (i18n.ts); the 数据总览, 三位一体, test,
 * About, cooperation, expert and 尊享版 screens bring theirs with their chunks (useScreenWords).
 */
export const firstPageWords_zh_CN: Record<string, string> = {
  ...zh_CN,
  ...profile_zh_CN,
  ...school_zh_CN,
  ...home_zh_CN,
  ...volunteer_zh_CN,
  ...chat_zh_CN,
  ...pay_zh_CN,
}
