/**
 * The choices a family makes about its list beyond the wanted majors, as plain constants (no zod): the
 * contract's ListPrefs schema is built from them and the list engine's rules read them.
 */
/**
 * Kinds of programme a family may rule out; 定向, 中外合作 and classes only for minority students (民族班, 预科:
 * we do not record a student's ethnicity) are ruled out unless the student opts in.
 */
export const AVOIDABLE_KINDS = ['medical', 'teacher', 'minorLanguage', 'directed', 'sinoForeign', 'minorityOnly'] as const
export type AvoidableKind = (typeof AVOIDABLE_KINDS)[number]
export const DEFAULT_AVOID: readonly AvoidableKind[] = ['directed', 'sinoForeign', 'minorityOnly']
/** "Only schools of at least this level": any, 公办, 双一流, 211, 985. */
export const SCHOOL_LEVELS = ['any', 'public', 'doubleFirst', '211', '985'] as const
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number]
/** 学校优先 (school standing first) or 专业优先 (the wanted majors first). */
export const LIST_PRIORITIES = ['school', 'major'] as const
export type ListPriority = (typeof LIST_PRIORITIES)[number]
/** The 滑档 risks a student may choose as the list's ceiling; 1 % by default. */
export const SLIP_RISK_CHOICES = [0.005, 0.01, 0.02, 0.05] as const
export const DEFAULT_MAX_SLIP_RISK = 0.01
/** A 志愿表 holds at most this many rows (Zhejiang's 平行志愿): the contract, the list rules and the pages read it here. */
export const MAX_VOLUNTEERS = 80
/**
 * 冲 rows the one-click list puts on top by default. A reach row costs nothing in 平行志愿 (the rows below still
 * catch the student): in the list backtest (npm run backtest:lists) 24 of 80 landed students on programmes
 * at least as sought-after as the community's 20/30/30 list in every rank band, where 16 (the 2 : 5 : 3 health
 * check) and 20 fell short near the line, with no more 滑档. A family may ask for fewer, or more up to half.
 */
export const DEFAULT_REACH_ROWS = 24
export const MAX_REACH_SHARE = 0.5
/** The 期望志愿数 the form offers (any 1–80 is accepted). */
export const ROW_CHOICES = [80, 60, 40, 20] as const
/** The 冲 row counts the form offers; the list takes at most half its rows as 冲. */
export const REACH_CHOICES = [0, 8, 16, 24, 32, 40] as const

/** A family's list preferences (the contract's ListPrefs, spelled out so this module needs no zod). */
export interface ListPrefsValues {
  priority: ListPriority
  avoid: AvoidableKind[]
  avoidProvinces: string[]
  cities: string[]
  avoidCities: string[]
  schoolLevel: SchoolLevel
  maxSlipRisk: number
  /** 期望志愿数: how many rows the one-click list fills. */
  rows: number
  /** 只考虑想去的地区: the wanted provinces and cities are the only places listed (otherwise they come first in each part). */
  placeOnly: boolean
  /** How many of them are 冲 rows, on top. */
  reachRows: number
  /** 一段专科兜底: near the bottom of the 本科 range, the list ends in 一段 专科 rows (off: 本科 only, 二段 as the fallback). */
  vocational: boolean
}

/** The preferences of a family that has chosen nothing: the defaults the contract's ListPrefs schema fills in. */
export const DEFAULT_LIST_PREFS: Readonly<ListPrefsValues> = {
  priority: 'school',
  avoid: [...DEFAULT_AVOID],
  avoidProvinces: [],
  cities: [],
  avoidCities: [],
  schoolLevel: 'any',
  maxSlipRisk: DEFAULT_MAX_SLIP_RISK,
  rows: MAX_VOLUNTEERS,
  reachRows: DEFAULT_REACH_ROWS,
  placeOnly: false,
  vocational: true,
}

/**
 * Saved preferences (already checked by the server) with every field they lack at its default, as the ListPrefs
 * schema reads them; for the web app, which parses no schema. Fresh arrays: the caller may change them.
 */
export function listPrefsOf(saved: Partial<ListPrefsValues> | null | undefined): ListPrefsValues {
  const given = Object.fromEntries(Object.entries(saved ?? {}).filter(([, value]) => value !== undefined)) as Partial<ListPrefsValues>
  const prefs = { ...DEFAULT_LIST_PREFS, ...given }
  return { ...prefs, avoid: [...prefs.avoid], avoidProvinces: [...prefs.avoidProvinces], cities: [...prefs.cities], avoidCities: [...prefs.avoidCities] }
}
