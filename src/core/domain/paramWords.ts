import { SUBJECT_NAMES, subjectKeyOfName } from './subjects'

type Params = Record<string, string | number>

/** A message catalogue's lookup: the words of a key in the reader's language. */
export type WordOf = (key: string) => string

/** The segments of a batch as the domain names them → their catalogue keys. */
const SEGMENT_KEYS: Record<string, string> = { 一段: 'list.segment.first', 二段: 'list.segment.second' }

/** A list of subject names in the data ("物理、化学") → the reader's words, joined the reader's way. */
function subjectList(text: string, wordOf: WordOf): string {
  const names = text.split(/[、,，/+]/).filter((name) => name.trim() !== '')
  return names.map((name) => subjectWord(name, wordOf)).join(wordOf('list.separator'))
}

function subjectWord(nameOrKey: string, wordOf: WordOf): string {
  const key = Object.hasOwn(SUBJECT_NAMES, nameOrKey) ? nameOrKey : subjectKeyOfName(nameOrKey)
  return key === null ? nameOrKey : wordOf(`subject.${key}`)
}

/**
 * A coded message's params whose values name things of the domain — a subject by its key (`subject`), lists
 * of subjects as the plan spells them (`subjects`, `planSubjects`), a segment (`segment`: 一段/二段) — put into
 * the reader's words, so an English sentence never carries a Chinese subject or segment. Other values (school
 * and major names, note text) are data and pass unchanged. Server and web both render through this.
 */
export function paramWords(params: Params | undefined, wordOf: WordOf): Params {
  const out: Params = { ...params }
  for (const [name, value] of Object.entries(out)) {
    if (typeof value !== 'string') continue
    if (name === 'subject') out[name] = subjectWord(value, wordOf)
    else if (name === 'subjects' || name === 'planSubjects') out[name] = subjectList(value, wordOf)
    else if (name === 'segment' && SEGMENT_KEYS[value]) out[name] = wordOf(SEGMENT_KEYS[value])
  }
  return out
}
