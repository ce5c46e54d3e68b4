import type { SchoolRef } from '../../../ports/ChatToolTypes'
import type { Writing } from './Writing'

/** Each side's most likely programme for the rank; a side the model has no year for drops out, and none leaves no sentence. */
export async function writeComparedChances(w: Writing, rank: number): Promise<void> {
  const { u, say } = w
  const sides: Array<{ school: SchoolRef; major: { major?: string }; unnamed: string }> = [
    ...u.programmesCompared.map((x) => ({
      school: x.school,
      major: { major: x.major },
      unnamed: `${x.school.name}${say('chat.major.suffix', { major: x.major })}`,
    })),
    ...u.compared.map((school) => ({ school, major: u.major ? { major: u.major } : {}, unnamed: school.name })),
  ]
  const rows: string[] = []
  let year: number | null = null
  for (const side of sides) {
    const r = await w.call('admitChance')({ rank, schoolCode: side.school.code, ...side.major })
    if (!r.ok) continue
    year = r.year
    const best = r.rows[0] as (typeof r.rows)[number] | undefined
    rows.push(
      best
        ? say('chat.compare.chance', { school: side.school.name, major: best.majorName, p: best.probability, band: w.band(best.band) })
        : say('chat.compare.noChance', { school: side.unnamed }),
    )
  }
  if (year === null) return
  w.push(say('chat.compare.chanceHead', { year, rank }))
  w.list(rows)
  w.push(say('chat.chance.note'))
}
