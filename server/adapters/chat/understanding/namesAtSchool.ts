import type { ChatTools } from '../../../ports/ChatModel'
import type { SchoolRef } from '../../../ports/ChatToolTypes'
import { subjectsIn, type ParsedQuestion } from '../parseQuestion'
import { namesALimit, type Names } from './Names'

/** The major and programmes named beside a school named whole, or its sister school's when only that one has them. */
export async function namesAtSchool(tools: ChatTools, p: ParsedQuestion, whole: { school: SchoolRef; matched: string }, called: Set<string>): Promise<Names> {
  called.add('findProgramme')
  const left = p.nameText.replace(whole.matched, ' ')
  let prog = await tools.findProgramme.run({ schoolCode: whole.school.code, text: left })
  // A school's own programme name wins; else a major of any school ("浙大 computer science" → 计算机, which 浙大 may not have).
  const m = await tools.findMajor.run({ text: subjectsIn(left).rest })
  // …unless it is only part of a longer major the student named: 浙大 has 医学试验班, but "浙大临床医学" asks for 临床医学.
  const longer = (f: string) => m.ok && m.fragment.length > f.length && m.fragment.includes(f)
  const sisters = prog.ok ? prog.sisters : []
  if (prog.ok && (prog.fragment === '' || longer(prog.fragment))) prog = { ok: false, reason: 'unknownMajor' }
  // The school lacks it but a sister school has it whole (浙大 口腔医学 → 浙江大学医学院): the question is about that one.
  const sister = prog.ok ? undefined : sisters.find((x) => !longer(x.fragment) && x.names.length > 0)
  if (sister) return { ...named(p, left, sister.school, sister.fragment, sister.names, whole.matched), sisterOf: whole.school }
  const major = prog.ok ? prog.fragment : m.ok && !namesALimit(p, m.fragment) ? m.fragment : null
  return named(p, left, whole.school, major, prog.ok ? prog.names : [], whole.matched)
}

/** The names found, with the subjects read from what the major leaves of the text. */
function named(p: ParsedQuestion, left: string, school: SchoolRef, major: string | null, programmes: string[], matched: string): Names {
  const { subjects, rest } = subjectsIn(major !== null ? left.replace(major, ' ') : left)
  return { school, major, programmes, subjects: subjects ?? p.subjects, strong: true, schoolNamed: true, rest: rest.replace(/\d+/g, ' '), matched }
}
