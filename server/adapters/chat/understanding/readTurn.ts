import type { ChatTools } from '../../../ports/ChatModel'
import { keepingName, parseQuestion } from '../parseQuestion'
import { emptyUnderstood, type Understood } from '../Understood'
import { contextAfter } from './contextAfter'
import { intentOf } from './intentOf'
import { namesIn } from './namesIn'
import { readComparison } from './readComparison'

/** The reading after one more turn: its words parsed, its names resolved, its gaps filled from `prev`. */
export async function readTurn(tools: ChatTools, question: string, prev: Understood, called: Set<string>): Promise<Understood> {
  const first = parseQuestion(question)
  const names = await namesIn(tools, first, called)
  const p = names.matched !== null ? keepingName(first, names.matched) : first
  const { compared, programmesCompared, major } = await readComparison(tools, p, names, called)
  const n = { ...names, major }
  const yearGiven = p.year !== null || p.yearsBack !== null
  const scoreGiven = p.score !== null || p.rank !== null
  const hasEntity = scoreGiven || yearGiven || n.subjects !== null || n.strong
  // "哪个最危险" right after a question is about that question's answer, like a follow-up.
  const asksAboutLast = p.intent === null && /哪个|哪一个|哪些|哪所/.test(p.text) && prev.intent !== null
  const carry = p.intent === null ? p.followUp || hasEntity || asksAboutLast : p.followUp
  const base = carry && prev.intent !== null ? prev : emptyUnderstood()
  const turn = { question, p, n, compared, programmesCompared, prev, base, carry, yearGiven, scoreGiven }
  return contextAfter(turn, intentOf(turn))
}
