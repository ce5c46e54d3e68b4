import { isSubjectWords } from '../../../app/chat/resolve/resolveProgramme'
import type { ChatTools } from '../../../ports/ChatModel'
import { subjectsIn, type ParsedQuestion } from '../parseQuestion'
import { namesALimit, type Names } from './Names'

const SUBJECT_WORD = /物理|化学|生物|历史|政治|地理|技术/

/** No school named whole: a major's whole name, and a school guessed from a few characters (an abbreviation). */
export async function namesWithoutSchool(tools: ChatTools, p: ParsedQuestion, called: Set<string>): Promise<Names> {
  // A major's whole name that holds subject words (材料物理, 地理科学) is read before the subjects.
  const wholeMajor = await tools.findMajor.run({ text: p.nameText })
  const keepsSubjectWord = wholeMajor.ok && !isSubjectWords(wholeMajor.fragment) && SUBJECT_WORD.test(wholeMajor.fragment)
  const names = keepsSubjectWord ? p.nameText.replace(wholeMajor.fragment, ' ').replace(new RegExp(SUBJECT_WORD.source, 'g'), ' ') : p.names
  const subjectsLeft = keepsSubjectWord ? subjectsIn(p.nameText.replace(wholeMajor.fragment, ' ')).subjects : p.subjects
  let s = await tools.findSchool.run({ text: names })
  // A guessed abbreviation may eat part of a major ("临床" of 临床医学): read the major first, then guess without it.
  const strict = s.ok && s.via !== 'fuzzy'
  const m = keepsSubjectWord ? wholeMajor : await tools.findMajor.run({ text: s.ok && strict ? names.replace(s.matched, ' ') : names })
  if (!strict && m.ok) s = await tools.findSchool.run({ text: names.replace(m.fragment, ' ') })
  const school = s.ok ? s.school : null
  const schoolNamed = s.ok && s.via !== 'fuzzy'
  const major = m.ok && !namesALimit(p, m.fragment) ? m.fragment : null
  const rest = [s.ok ? s.matched : '', major ?? ''].reduce((text, w) => (w === '' ? text : text.replace(w, ' ')), names)
  let programmes: string[] = []
  if (schoolNamed && school && major !== null) {
    called.add('findProgramme')
    const prog = await tools.findProgramme.run({ schoolCode: school.code, text: major })
    programmes = prog.ok ? prog.names : []
  }
  return {
    school,
    major,
    programmes,
    subjects: subjectsLeft,
    strong: schoolNamed || major !== null,
    schoolNamed,
    rest,
    matched: schoolNamed && s.ok ? s.matched : null,
  }
}
