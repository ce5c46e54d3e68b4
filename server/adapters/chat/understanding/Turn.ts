import type { SchoolRef } from '../../../ports/ChatToolTypes'
import type { ParsedQuestion } from '../parseQuestion'
import type { Understood } from '../Understood'
import type { Names } from './Names'

/** One turn of a conversation as read so far: its own words and names, and what it takes from the turn before. */
export interface Turn {
  /** The turn as the student wrote it. */
  question: string
  p: ParsedQuestion
  n: Names
  compared: SchoolRef[]
  programmesCompared: Understood['programmesCompared']
  /** The reading after the turn before. */
  prev: Understood
  /** What the turn builds on: the turn before when it carries on from it, else nothing. */
  base: Understood
  /** Worded as a follow-up, or naming only a school, score or year: the turn before fills the rest. */
  carry: boolean
  yearGiven: boolean
  scoreGiven: boolean
}
