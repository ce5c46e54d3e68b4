import { apiWords_en } from './apiWords.en'
import { chat_en } from './chat.en'
import { consult_en } from './consult.en'
import { datav_en } from './datav.en'
import { home_en } from './home.en'
import { pay_en } from './pay.en'
import { profile_en } from './profile.en'
import { sanyi_en } from './sanyi.en'
import { school_en } from './school.en'
import { volunteer_en } from './volunteer.en'
import { en as base } from './en'

/** Every word of the interface in this language, as one chunk loaded only when the language is chosen. */
export const catalogue_en: Record<string, string> = {
  ...apiWords_en,
  ...base,
  ...profile_en,
  ...school_en,
  ...home_en,
  ...volunteer_en,
  ...chat_en,
  ...pay_en,
  ...datav_en,
  ...consult_en,
  ...sanyi_en,
}
