/**
 * 本科 or 专科 from a programme's 专业代号 in Zhejiang's tables: 000–499 are 本科, 500–999 高职(专科) (so in every
 * row of the 2020 and 2026 plans). The 一段 投档线 tables list both: about 2,000 专科 programmes a year fill
 * places there, which a list of the 一段 (本科 only) never takes.
 */
export type ProgrammeLevel = '本科' | '高职(专科)'

export function levelOfMajorCode(majorCode: string): ProgrammeLevel {
  const n = Number(majorCode)
  return Number.isInteger(n) && n >= 500 ? '高职(专科)' : '本科'
}
