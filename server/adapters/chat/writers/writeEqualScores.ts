import { missText } from './missText'
import type { Writing } from './Writing'

/** 等位分: the score's rank in its year, and the score at that rank in the other years (or the year asked). */
export async function writeEqualScores(w: Writing): Promise<void> {
  const { u, say } = w
  let score = u.score
  if (score === null && u.me) {
    const p = await w.call('myProfile')({})
    score = p.ok ? p.total : null
  }
  if (score === null) return w.push(say('chat.need.score'))
  // The score is of the year written with it ("2023年的576分…"), else of the newest year; the year asked for
  // ("…相当于2026年多少分") narrows the others to it.
  const r = await w.call('equalScores')({ score, ...(u.equalFrom !== null ? { year: u.equalFrom } : {}) })
  if (!r.ok) return w.push(missText(say, r))
  const target = u.equalTo ?? (u.equalFrom === null ? u.year : null)
  const others = target !== null && target !== r.year ? r.others.filter((o) => o.year === target) : r.others
  if (target !== null && target !== r.year && others.length === 0)
    return w.push(say('chat.miss.noTable', { years: [r.year, ...r.others.map((o) => o.year)].sort().join('、') }))
  w.push(say('chat.equalScores.head', { year: r.year, score: r.score, rank: r.rank }))
  w.push((others.length > 0 ? others : r.others).map((o) => say('chat.equalScores.item', o)).join(say('chat.list.sep')) + say('chat.list.end'))
  w.push(say('chat.equalScores.tail'))
}
