import { missText } from './missText'
import type { Writing } from './Writing'

/** A rule's text (平行志愿, 三位一体…), as written in the rule texts. */
export async function writeRule(w: Writing): Promise<void> {
  const r = await w.call('ruleText')({ topic: w.u.ruleTopic ?? '' })
  w.push(r.ok ? r.text : missText(w.say, r))
}
