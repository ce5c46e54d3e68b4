/**
 * Name normalisation for matching across years. The authority's tables write the same programme with
 * full- or half-width brackets, stray spaces and school-name tags such as （“双一流”建设高校）, and the
 * 2023 transcription leaves 投档单/投档 on some names. Codes change every year, names are the identity.
 */
const WIDTH: Record<string, string> = {
  '（': '(',
  '）': ')',
  '【': '(',
  '】': ')',
  '［': '(',
  '］': ')',
  '〔': '(',
  '〕': ')',
  '，': ',',
  '；': ';',
  '：': ':',
  '“': '',
  '”': '',
  '"': '',
  '＋': '+',
  '－': '-',
}

/** Tags the authority appends to school names; they describe status, not identity. */
const SCHOOL_TAGS =
  /\((?:"?双一流"?建设高校|一流大学建设高校|一流学科建设高校|双一流建设高校|省重点建设高校|省市共建重点高校|入选2011计划高校|民办学校|民办|公办|独立学院|中外合作办学|内地与港澳台地区合作办学)\)/g

/**
 * A character unifyWidth changes: full-width forms, whitespace and every key of WIDTH, read from WIDTH so that a key
 * added there is never skipped by the fast path below.
 */
const CHANGED_BY_WIDTH = new RegExp(
  `[\\uff01-\\uff5e\\s\\u3000${Object.keys(WIDTH)
    .join('')
    .replace(/[\]\\^-]/g, '\\$&')}]`,
)

/** Full-width letters/digits to ASCII, bracket and punctuation widths unified, all whitespace removed. */
export function unifyWidth(text: string): string {
  // Most names have nothing to change, and the chat reads thousands per question.
  if (!CHANGED_BY_WIDTH.test(text)) return text
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (code >= 0xff01 && code <= 0xff5e && !(ch in WIDTH)) out += String.fromCodePoint(code - 0xfee0)
    else out += ch in WIDTH ? WIDTH[ch] : ch
  }
  return out.replace(/[\s\u3000]+/g, '')
}

export function normalizeSchoolName(name: string): string {
  let s = unifyWidth(name)
  let prev: string
  do {
    prev = s
    s = s.replace(SCHOOL_TAGS, '')
  } while (s !== prev)
  return s
}

/** The programme part of a programme identity (the other part is the 4-digit 院校代号). */
export function normalizeMajorName(name: string): string {
  return withoutTranscriptionTail(normalizeSchoolName(name))
}

/** The 投档单/投档 the 2023 transcription leaves at the end of some names, removed (however many). */
function withoutTranscriptionTail(name: string): string {
  let s = name
  let prev: string
  do {
    prev = s
    s = s.replace(/(?:投档单|投档)$/, '')
  } while (s !== prev)
  return s
}

/**
 * A programme's name as a family reads it: widths unified and the 2023 transcription's 投档 tails removed, its own
 * brackets kept. "临床医学(中外合作办学)" is another programme than "临床医学" to a family (another price, another
 * cutoff), even where the cross-year key (normalizeMajorName) drops the tag.
 */
export function programmeName(name: string): string {
  return withoutTranscriptionTail(unifyWidth(name))
}
