/** Restrictions written in a plan's notes (简注) that families miss and that cause 退档. */
export type RestrictionKind = 'colour' | 'singleSubject' | 'physical' | 'language' | 'gender' | 'service'

/** A restriction found in a note; its words are `list.restriction.<kind>` in the message catalogue. */
export interface Restriction {
  kind: RestrictionKind
  /** The sentence of the note that says it. */
  text: string
}

const RULES: Array<{ kind: RestrictionKind; re: RegExp }> = [
  { kind: 'colour', re: /色盲|色弱|色觉|辨色/ },
  { kind: 'singleSubject', re: /单科|(?:英语|外语|数学|语文|物理|化学)[^。；;]{0,12}(?:不低于|不少于|≥|达到|以上)\s*\d+/ },
  { kind: 'physical', re: /体检|身高|视力|裸眼|听力|嗅觉|体重|肢体|面试/ },
  { kind: 'language', re: /语种|只招.{0,6}英语|限.{0,4}英语|外语为英语|英语考生|非英语/ },
  { kind: 'gender', re: /限男|只招男|男生|限女|只招女|女生/ },
  { kind: 'service', re: /定向|服务期|违约|协议/ },
]

export function noteRestrictions(note: string): Restriction[] {
  if (!note) return []
  const sentences = note.split(/[。；;]/).filter((s) => s.trim() !== '')
  const out: Restriction[] = []
  for (const r of RULES) {
    const hit = sentences.find((s) => r.re.test(s))
    if (hit) out.push({ kind: r.kind, text: hit.trim() })
  }
  return out
}
