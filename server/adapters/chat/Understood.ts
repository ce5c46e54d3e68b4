import type { SchoolRef } from '../../ports/ChatToolTypes'
import type { ParsedQuestion } from './parseQuestion'

/** Fields meaning what they mean in the parsed question: read from the turn's words, or carried over from the turn before. */
type Worded =
  | 'intent'
  | 'ruleTopic'
  | 'score'
  | 'otherScore'
  | 'rank'
  | 'year'
  | 'years'
  | 'greeting'
  | 'yearsBack'
  | 'yearWord'
  | 'subjects'
  | 'sinoForeign'
  | 'schoolTag'
  | 'place'
  | 'equalFrom'
  | 'equalTo'
  | 'premise'
  | 'me'
  | 'text'

/** A question with its names resolved and the gaps a follow-up leaves filled from the turns before it. */
export interface Understood extends Pick<ParsedQuestion, Worded> {
  school: SchoolRef | null
  /** The schools of a comparison, in the order named. */
  compared: SchoolRef[]
  /** The programmes of one school compared ("浙工大计算机类和软件工程"), in the order named. */
  programmesCompared: Array<{ school: SchoolRef; major: string; programmes: string[] }>
  major: string | null
  /**
   * The school's programmes the words name, whole names (normalized): one when named whole, several when
   * they share the words ("天津大学工科试验班" → its six classes); empty when no school was named.
   */
  programmes: string[]
  /** The school the student named when the answer is about its sister school (浙江大学 → 浙江大学医学院). */
  sisterOf: SchoolRef | null
  /** Tools called while understanding (name lookups), for the reasoning chunk. */
  called: string[]
}

/** A conversation's reading before its first turn: nothing asked, nothing named. */
export const emptyUnderstood = (): Understood => ({
  intent: null,
  ruleTopic: null,
  score: null,
  otherScore: null,
  rank: null,
  year: null,
  years: [],
  greeting: false,
  yearsBack: null,
  yearWord: null,
  subjects: null,
  school: null,
  compared: [],
  programmesCompared: [],
  sinoForeign: false,
  schoolTag: null,
  place: null,
  major: null,
  programmes: [],
  equalFrom: null,
  equalTo: null,
  premise: null,
  sisterOf: null,
  me: false,
  text: '',
  called: [],
})
