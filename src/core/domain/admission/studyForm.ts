/**
 * What a programme really is, read from its plan name and note (简注): 中外合作办学, or another way of studying
 * abroad — years at a foreign university (2+2, 3+1, 1+3, 1+2+1, 121, 联合培养 with a named foreign school), a
 * foreign curriculum at home (4+0, HND, 国际本科, 学分互认) or an overseas campus. Families who rule out 中外合作
 * mean all of these: they cost foreign fees, are taught in a foreign language and often leave the country.
 * Tested on a hand-labelled sample of the 2026 plan (tests/core/admission/studyFormSample.ts).
 */

/** Countries and regions whose universities the plan names as partners (境外 included: 香港, 澳门). */
const ABROAD_PLACES =
  '美国|英国|澳大利亚|加拿大|新西兰|爱尔兰|法国|德国|意大利|西班牙|葡萄牙|荷兰|比利时|瑞士|瑞典|芬兰|丹麦|挪威|奥地利|匈牙利|波兰|捷克|俄罗斯|白俄罗斯|乌克兰|日本|韩国|新加坡|马来西亚|泰国|乌兹别克斯坦|哈萨克斯坦|以色列|香港|澳门'
/** Foreign currencies a fee abroad is written in. */
export const FOREIGN_CURRENCIES = '美元|英镑|澳币|澳元|欧元|加元|加币|林吉特|新西兰元|新加坡元|新元|港币|港元|日元|韩元|卢布|瑞士法郎'

const PLACE = new RegExp(`(${ABROAD_PLACES})`)
/** Two-country programme names: 中美, 中英, 中德, 中澳, 中加 … (中外 itself is 中外合作). */
const TWO_COUNTRY = /中(美|英|德|法|澳|加|俄|日|韩|新|意|荷|爱|芬|西|瑞|乌|马|泰|新西兰)(?:合作|联合|学分|人才|双学位|\d{3})/
/** Split-year forms; 5+3 (本硕一体化) and 3+2 are domestic and never match. */
const SPLIT = /(?<![\d+])(2\+2|3\+1|1\+3|4\+0|1\+2\+1|2\+1\+1)(?![\d+])/
const FOREIGN_CURRICULUM = /HND|国际本科|学分互认|中外高水平大学学生交流计划|境外|海外分校|马来西亚分校/
/** Years spent at the partner abroad, in the note's words. */
const YEARS_ABROAD = new RegExp(
  `(赴|在|到)(国外|境外|外方|海外|${ABROAD_PLACES})[^。；]{0,24}(学习|就读|攻读|读)|(出国|国外|境外|赴外)(学习|就读|期间)|[一二三两\\d]年在(国外|境外|${ABROAD_PLACES})`,
)
const FOREIGN_FEE = new RegExp(`\\d\\s*(万)?\\s*(${FOREIGN_CURRENCIES})`)
/** A short stay (language training of a few weeks or months) is not study abroad. */
const SHORT_STAY = /(培训|交流|访学|研修)\d+(个月|周|天)/

export type StudyAbroadForm = '中外合作' | '海外校区' | '境外学习' | '国际课程'

/**
 * The study-abroad form of a programme, or null for a programme studied in China on a Chinese curriculum.
 * `sinoForeign`: the plan's own 中外合作办学 flag.
 */
export function studyAbroadForm(name: string, note: string, sinoForeign: boolean): StudyAbroadForm | null {
  const text = `${name}。${note}`
  if (sinoForeign || /中外合作/.test(name)) return '中外合作'
  if (/马来西亚分校|海外分校|办学地点在(马来西亚|国外|境外)/.test(text)) return '海外校区'
  const abroadSignal = PLACE.test(text) || TWO_COUNTRY.test(name) || /国外|境外|外方|海外|出国/.test(text)
  if (FOREIGN_FEE.test(note)) return '境外学习'
  if (YEARS_ABROAD.test(text) && !SHORT_STAY.test(text)) return '境外学习'
  if (SPLIT.test(text) && abroadSignal) return '境外学习'
  if (/121/.test(name) && TWO_COUNTRY.test(name)) return '境外学习'
  if (FOREIGN_CURRICULUM.test(text)) return '国际课程'
  if (TWO_COUNTRY.test(name) && /联合培养|双学位|学分/.test(name)) return '境外学习'
  if (abroadSignal && /(与|和)[^。，]{0,20}(大学|学院)[^。]{0,6}(联合培养|合作)/.test(note) && PLACE.test(note)) return '境外学习'
  return null
}
