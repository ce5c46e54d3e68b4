import type { SchoolRef } from '../../../ports/ChatToolTypes'
import type { ParsedQuestion } from '../parseQuestion'

/** What a question names: its school, major and programmes, resolved by the name tools. */
export interface Names {
  school: SchoolRef | null
  major: string | null
  programmes: string[]
  /** Subjects read from what the names left (a name's own 地理 or 生物 is not a subject). */
  subjects: string[] | null
  /** A school read from its name or nickname, or a major: the question names something. */
  strong: boolean
  /** The school was named, not guessed from a few characters. */
  schoolNamed: boolean
  /** What is left of the name text once the school and major are taken out. */
  rest: string
  /** The words that named the school whole (null: guessed or none). */
  matched: string | null
  /** The school the student named, when the programme is its sister school's (浙江大学 for 浙江大学医学院). */
  sisterOf?: SchoolRef
}

/** "英语单科要求" names a limit, not the 英语 programme. */
export const namesALimit = (p: ParsedQuestion, fragment: string): boolean => p.intent === 'planFacts' && /^(英语|外语|数学|语文)$/.test(fragment)
