import { comparedCutoffs } from './comparedCutoffs'
import { writeComparedChances } from './writeComparedChances'
import { rankToUse } from './rankToUse'
import type { Writing } from './Writing'

/** Schools (or one school's programmes) side by side: their cutoffs, then their chances for a rank given or asked about. */
export async function writeCompare(w: Writing): Promise<void> {
  const { u, say } = w
  const cut = await comparedCutoffs(w)
  if (/就业|工资|薪|离家|距离|远近|环境|宿舍|食堂|名气|口碑|排名/.test(u.text)) w.push(say('chat.compare.notInData'))
  w.push(say('chat.compare.head'))
  w.list(cut)
  // Chances only for a rank the student gave or asked about ("我"/"更稳"): a comparison alone does not read the profile.
  const wantsChance = u.score !== null || u.rank !== null || u.me || /稳|把握|概率|机会|希望|能上|容易|好考/.test(u.text)
  let rank = wantsChance ? await rankToUse(w, false) : null
  if (rank === null && wantsChance) {
    const p = await w.call('myProfile')({})
    if (p.ok && p.rank !== null) {
      w.push(say('chat.chance.fromProfile', { rank: p.rank }))
      rank = p.rank
    }
  }
  if (rank !== null) await writeComparedChances(w, rank)
  else w.push(say('chat.compare.askRank'))
  w.push(say('chat.compare.tail'))
}
