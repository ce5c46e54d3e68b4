import { missText } from './missText'
import type { Writing } from './Writing'

/** The student's own score, rank, subjects and batch from their profile. */
export async function writeProfile(w: Writing): Promise<void> {
  const { say } = w
  const r = await w.call('myProfile')({})
  if (!r.ok) return w.push(missText(say, r))
  const unset = say('chat.profile.unset')
  w.push(say('chat.profile', { total: r.total ?? unset, rank: r.rank ?? unset, subjects: r.subjects.join('、') || unset, batch: r.batch ?? unset }))
}
