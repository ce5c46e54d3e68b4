import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { apiMessages, type Lang } from '@/ports/api/messages'
import { chat_en } from './chat.en'
import { chat_zh_CN } from './chat.zh_CN'
import { chat_zh_TW } from './chat.zh_TW'
import { datav_zh_CN } from './datav.zh_CN'
import { datav_zh_TW } from './datav.zh_TW'
import { datav_en } from './datav.en'
import { consult_en } from './consult.en'
import { consult_zh_CN } from './consult.zh_CN'
import { consult_zh_TW } from './consult.zh_TW'
import { en } from './en'
import { home_en } from './home.en'
import { home_zh_CN } from './home.zh_CN'
import { home_zh_TW } from './home.zh_TW'
import { pay_en } from './pay.en'
import { pay_zh_CN } from './pay.zh_CN'
import { pay_zh_TW } from './pay.zh_TW'
import { profile_en } from './profile.en'
import { profile_zh_CN } from './profile.zh_CN'
import { profile_zh_TW } from './profile.zh_TW'
import { school_en } from './school.en'
import { school_zh_CN } from './school.zh_CN'
import { school_zh_TW } from './school.zh_TW'
import { volunteer_en } from './volunteer.en'
import { volunteer_zh_CN } from './volunteer.zh_CN'
import { volunteer_zh_TW } from './volunteer.zh_TW'
import { sanyi_en } from './sanyi.en'
import { sanyi_zh_CN } from './sanyi.zh_CN'
import { sanyi_zh_TW } from './sanyi.zh_TW'
import { zh_CN } from './zh_CN'
import { zh_TW } from './zh_TW'

/** i18next (and Intl) want 'zh-CN'; the cache and the API use the spec's 'zh_CN' form. */
export const i18nextCode: Record<Lang, string> = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en: 'en' }

function apiTexts(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(apiMessages).map(([key, texts]) => [key, texts[lang]]))
}

/** A fresh instance per container, so tests do not share language state. */
export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: i18nextCode[lang],
    fallbackLng: 'zh-CN',
    // Keys are flat strings with dots; server messages (Chinese sentences) pass through untranslated.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    resources: {
      'zh-CN': {
        translation: {
          ...apiTexts('zh_CN'),
          ...zh_CN,
          ...profile_zh_CN,
          ...school_zh_CN,
          ...home_zh_CN,
          ...volunteer_zh_CN,
          ...chat_zh_CN,
          ...pay_zh_CN,
          ...datav_zh_CN,
          ...consult_zh_CN,
          ...sanyi_zh_CN,
        },
      },
      'zh-TW': {
        translation: {
          ...apiTexts('zh_TW'),
          ...zh_TW,
          ...profile_zh_TW,
          ...school_zh_TW,
          ...home_zh_TW,
          ...volunteer_zh_TW,
          ...chat_zh_TW,
          ...pay_zh_TW,
          ...datav_zh_TW,
          ...consult_zh_TW,
          ...sanyi_zh_TW,
        },
      },
      en: {
        translation: {
          ...apiTexts('en'),
          ...en,
          ...profile_en,
          ...school_en,
          ...home_en,
          ...volunteer_en,
          ...chat_en,
          ...pay_en,
          ...datav_en,
          ...consult_en,
          ...sanyi_en,
        },
      },
    },
  })
  return instance
}
