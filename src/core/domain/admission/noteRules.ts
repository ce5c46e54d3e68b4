import { noteRestrictions, type RestrictionKind } from './noteRestrictions'

/**
 * What a plan note (简注) asks of the student, judged against what we know of them. Score limits
 * ("要求高考外语成绩不低于120分") are met or not by the student's own scores; a sex rule ("限男生", "不适宜女生
 * 报考") by their recorded sex; what we cannot know (色觉, 体检, 语种, 定向协议) stays a question for them.
 */
export type ScoreSubject = 'chinese' | 'math' | 'english'

export interface StudentFacts {
  scores: Partial<Record<ScoreSubject, number | null>>
  /** '男' / '女' as the profile stores it, or null. */
  sex: string | null
}

export type NoteJudgement =
  | { kind: 'score'; subject: ScoreSubject; min: number; have: number | null; met: boolean | null; text: string }
  | { kind: 'sex'; allowed: '男' | '女'; advisory: boolean; met: boolean | null; text: string }
  | { kind: 'ask'; restriction: RestrictionKind; text: string }

const SUBJECT_WORDS: Record<string, ScoreSubject> = { 外语: 'english', 英语: 'english', 数学: 'math', 语文: 'chinese' }
const SCORE_RULE = /(外语|英语|数学|语文)(?:单科)?(?:成绩)?(?:须|需|要求)?(?:不低于|不少于|达到|≥)\s*(\d{2,3})\s*分?/
const ONLY_MALE = /限男|只招男|仅招男|不适宜女生|不宜女生|女生慎报|不招女/
const ONLY_FEMALE = /限女|只招女|仅招女|不适宜男生|不宜男生|男生慎报|不招男/

export function judgeNote(note: string, student: StudentFacts): NoteJudgement[] {
  if (!note) return []
  const out: NoteJudgement[] = []
  const judged = new Set<string>()
  const sentences = note
    .split(/[。；;]/)
    .map((s) => s.trim())
    .filter(Boolean)
  for (const s of sentences) {
    const m = SCORE_RULE.exec(s)
    if (m) {
      const subject = SUBJECT_WORDS[m[1]]
      const min = Number(m[2])
      const have = student.scores[subject] ?? null
      out.push({ kind: 'score', subject, min, have, met: have === null ? null : have >= min, text: s })
      judged.add(s)
      continue
    }
    const male = ONLY_MALE.test(s)
    const female = !male && ONLY_FEMALE.test(s)
    if (male || female) {
      const allowed = male ? '男' : '女'
      const sex = student.sex === '男' || student.sex === '女' ? student.sex : null
      out.push({ kind: 'sex', allowed, advisory: /不适宜|不宜|慎报/.test(s), met: sex === null ? null : sex === allowed, text: s })
      judged.add(s)
    }
  }
  // What remains (colour vision, physical checks, language, service agreements, an unparsed limit) the student must judge.
  for (const r of noteRestrictions(note)) {
    if (judged.has(r.text.trim())) continue
    out.push({ kind: 'ask', restriction: r.kind, text: r.text })
  }
  return out
}
