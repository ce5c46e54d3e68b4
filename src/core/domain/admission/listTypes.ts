import type { CutoffPrediction } from './predictCutoff'
import type { SubjectRule } from '../subjectRequirement'

/** A programme of the plan year as the list tools see it (one row of the plan, with its prediction). */
export interface ListCandidate {
  /** Identity in the plan year, e.g. `${院校代号}|${专业代号}`; a list never repeats one. */
  id: string
  schoolCode: string
  schoolName: string
  majorCode: string
  majorName: string
  /** Parsed 选考 rule of the plan year; null when the wording could not be parsed. */
  rule: SubjectRule | null
  province: string
  city: string
  plan: number | null
  /** Yuan per year; null when not published as a number. */
  tuition: number | null
  sinoForeign: boolean
  /** The plan's notes (简注), where restrictions such as 色盲 or 单科 limits are written. */
  note: string
  prediction: CutoffPrediction | null
}

export { MAX_VOLUNTEERS } from '@/ports/api/listPrefs'

/** A finding, reason or notice as a code with parameters: its words live in the message catalogue (list.*). */
export interface Coded {
  code: string
  params: Record<string, string | number>
}

/** A probability as the words show it: one decimal, e.g. "0.8%", "99.6%". */
export const percentText = (p: number): string => `${Math.round(p * 1000) / 10}%`
