import type { Writing } from './Writing'

/** Limits a question may ask about, and the words the plan notes write them with. */
const NOTE_LIMITS: Array<[RegExp, string[]]> = [
  [/色盲|色弱|色觉/, ['色盲', '色弱', '色觉']],
  [/单科|英语|外语|数学|语文|不低于/, ['不低于', '单科']],
  [/体检|身高|视力|裸眼/, ['体检', '身高', '视力']],
  [/校区/, ['校区']],
]

/** A school's plan: each programme's tuition, length and note (only the notes on a limit asked about), and where to check limits. */
export async function writePlanFacts(w: Writing): Promise<void> {
  const { u, say, majorText } = w
  if (!u.school) return w.push(say('chat.planFacts.needSchool'))
  const noteWords = NOTE_LIMITS.find(([re]) => re.test(u.text))?.[1]
  const r = await w.call('planFacts')({
    schoolCode: u.school.code,
    ...(u.major ? { major: u.major } : {}),
    ...(u.sinoForeign ? { sinoForeign: true } : {}),
    ...(noteWords ? { noteWords } : {}),
  })
  if (!r.ok) return w.push(say('chat.planFacts.none', { school: u.school.name, major: majorText }))
  if (r.total === 0) return w.push(say('chat.planFacts.noLimit', { school: r.school.name, major: majorText, year: r.year }), say('chat.planFacts.limits'))
  const unset = say('chat.planFacts.unset')
  w.push(say('chat.planFacts.head', { school: r.school.name, major: majorText, year: r.year, total: r.total }))
  w.list(
    r.rows.map((x) =>
      say('chat.planFacts.item', {
        name: x.majorName + (x.sinoForeign && !/中外合作/.test(x.majorName) ? say('chat.planFacts.sinoForeign') : ''),
        tuition: x.tuition ?? unset,
        length: x.length ?? unset,
        note: x.note.trim() !== '' ? say('chat.planFacts.note', { note: x.note.trim().replace(/[。；;.\s]+$/, '') }) : '',
      }),
    ),
  )
  if (r.total > r.rows.length) w.push(say('chat.planFacts.more', { total: r.total }))
  w.push(say('chat.planFacts.limits'))
}
