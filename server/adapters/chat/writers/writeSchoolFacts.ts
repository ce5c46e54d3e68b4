import { PLACE_NAMES } from '../parseQuestion'
import { IN_PLACE_ASKED } from '../understanding/detectIntent'
import { missText } from './missText'
import type { Writing } from './Writing'

/**
 * Where a school is and what kind it is: its place, public or private, 本科 or 专科, governing body, which of
 * 985 / 211 / 双一流 it is, and its 软科 rank. A yes-or-no about one level ("宁波大学是211吗") is answered first;
 * "几本" gets the reason Zhejiang has no such tiers.
 */
export async function writeSchoolFacts(w: Writing): Promise<void> {
  const { u, say } = w
  if (!u.school) return w.push(say('chat.need.school'))
  const r = await w.call('schoolFacts')({ schoolCode: u.school.code })
  if (!r.ok) return w.push(missText(say, r))
  const school = r.school.name
  if (u.schoolTag) w.push(say(r.tags.includes(u.schoolTag) ? 'chat.schoolFacts.isTag' : 'chat.schoolFacts.notTag', { school, tag: u.schoolTag }))
  if (/几本|[一二三]本/.test(u.text)) w.push(say('chat.schoolFacts.noTiers'))
  // "浙江师范大学在金华吗": yes or no by the school table's province and city.
  const asked = IN_PLACE_ASKED.exec(u.text)?.[1]
  if (asked) {
    // A "no" only for a province or city the table could hold; a district or campus (下沙) is finer than it knows.
    const there = [r.province, r.city].some((p) => p !== null && p.startsWith(asked))
    if (there || PLACE_NAMES.includes(asked)) w.push(say(there ? 'chat.schoolFacts.isPlace' : 'chat.schoolFacts.notPlace', { school, place: asked }))
  }
  const place = [r.province, r.city !== r.province ? r.city : null].filter((x) => x !== null).join('')
  const nature = r.nature === 'public' || r.nature === 'private' ? say(`chat.schoolFacts.nature.${r.nature}`) : (r.nature ?? '')
  const kind = [nature, r.level ?? ''].filter((x) => x !== '').join(say('chat.schoolFacts.kindJoin'))
  if (place !== '') w.push(say(kind !== '' ? 'chat.schoolFacts.where' : 'chat.schoolFacts.whereOnly', { school, place, kind }))
  if (r.affiliation) w.push(say('chat.schoolFacts.affiliation', { affiliation: r.affiliation }))
  if (r.tags.length > 0) w.push(say('chat.schoolFacts.tags', { tags: r.tags.join('、') }))
  if (r.notTags.length > 0) w.push(say('chat.schoolFacts.notTags', { tags: r.notTags.join('、') }))
  w.push(
    r.ruankeRank !== null
      ? say('chat.schoolFacts.ruanke', { year: r.ruankeYear, rank: r.ruankeRank })
      : say('chat.schoolFacts.noRuanke', { year: r.ruankeYear }),
  )
}
