/**
 * Facts a family must not miss, read from the programme name, the school name and the plan's notes
 * (简注): 中外合作 (high fees), 师范 (teaching, sometimes with service duty), 定向 (post-graduation
 * service contract) and 医学 (long courses, health checks). Classes only minority students may file (民族班,
 * 预科) are told by isMinorityOnly.
 */
export interface ProgrammeFlags {
  sinoForeign: boolean
  teacher: boolean
  directed: boolean
  medical: boolean
}

const MEDICAL =
  /临床医学|口腔医学|基础医学|预防医学|中医学|中西医|针灸推拿|麻醉学|医学影像|眼视光医学|精神医学|儿科学|放射医学|法医学|护理|药学|中药|医学检验|康复治疗|助产|医学技术|医学类|医学试验班|年医/

export function programmeFlags(majorName: string, note = '', schoolName = '', lengthText = ''): ProgrammeFlags {
  const all = `${majorName} ${note}`
  return {
    sinoForeign: /中外合作|合作办学/.test(all) || /中外合作办学|内地与港澳台地区合作办学/.test(schoolName),
    teacher: /师范/.test(majorName) || /师范生|公费师范|定向师范/.test(note),
    directed: /定向/.test(majorName) || /定向(就业|培养|生|医学生|师范)/.test(note),
    medical: MEDICAL.test(majorName) || /医$/.test(lengthText),
  }
}

/** A class only minority students may file: 民族班 or 预科 in its name, or a note that says so. */
export function isMinorityOnly(majorName: string, note = ''): boolean {
  return /民族班|预科/.test(majorName) || /(只|仅|限)招(收)?少数民族|限少数民族|少数民族考生(报考)?$/.test(note)
}

/** 学制 as published: "4", "5", or "八年医" (medical long course). */
export function parseLength(text: string): number | null {
  const t = text.trim()
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t)
  const cn: Record<string, number> = { 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
  const m = /^([二三四五六七八九])年/.exec(t)
  return m ? cn[m[1]] : null
}

/** 收费标准 in yuan per year: "5300", "8.5万", "免费"/"免学费" (0). Null for "见简注" and the like. */
export function parseTuition(text: string): number | null {
  const t = text.replace(/\s+/g, '')
  if (/^(免费|免学费)/.test(t)) return 0
  const wan = /^约?(\d+(?:\.\d+)?)万/.exec(t)
  if (wan) return Math.round(Number(wan[1]) * 10000)
  const yuan = /^约?(\d+(?:\.\d+)?)/.exec(t)
  return yuan ? Math.round(Number(yuan[1])) : null
}
