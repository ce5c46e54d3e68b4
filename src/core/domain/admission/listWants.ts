import {
  DEFAULT_AVOID,
  DEFAULT_MAX_SLIP_RISK,
  DEFAULT_REACH_ROWS,
  MAX_VOLUNTEERS,
  type AvoidableKind,
  type ListPriority,
  type SchoolLevel,
} from '@/ports/api/listPrefs'
import { parseTargetMajors, splitJoined, type TargetMajor } from '../aiTarget'

/** Everything a list is built for, resolved from the saved target with every default applied. */
export interface ListWants {
  priority: ListPriority
  targets: TargetMajor[]
  avoid: readonly AvoidableKind[]
  provinces: string[]
  avoidProvinces: string[]
  cities: string[]
  avoidCities: string[]
  schoolLevel: SchoolLevel
  maxTuition: number | null
  maxSlipRisk: number
  /** 期望志愿数: the rows the one-click list fills. */
  rows: number
  /** 冲 rows on top (at most half the list). */
  reachRows: number
  /** Only the wanted provinces and cities are listed (when any is wanted). */
  placeOnly: boolean
  /** Near the bottom of the 本科 range a 一段 list ends in 一段 专科 rows; false: 本科 only (the student would rather try 二段). */
  vocational: boolean
}

export const DEFAULT_WANTS: ListWants = {
  priority: 'school',
  targets: [],
  avoid: DEFAULT_AVOID,
  provinces: [],
  avoidProvinces: [],
  cities: [],
  avoidCities: [],
  schoolLevel: 'any',
  maxTuition: null,
  maxSlipRisk: DEFAULT_MAX_SLIP_RISK,
  rows: MAX_VOLUNTEERS,
  reachRows: DEFAULT_REACH_ROWS,
  placeOnly: false,
  vocational: true,
}

/** The saved target as the server stores it (prefs absent on targets saved before preferences existed). */
export interface SavedTarget {
  jsonList: string
  province: string
  maxTuition: number | null
  prefs?: Partial<Omit<ListWants, 'targets' | 'provinces' | 'maxTuition'>> | null
}

/** A target saved before preferences existed reads with the defaults (定向 and 中外合作 ruled out unless opted in). */
export function wantsOf(saved: SavedTarget | null): ListWants {
  if (!saved) return DEFAULT_WANTS
  const p = saved.prefs ?? null
  const avoid = p?.avoid ?? DEFAULT_AVOID
  return {
    priority: p?.priority ?? 'school',
    targets: parseTargetMajors(saved.jsonList) ?? [],
    avoid,
    provinces: splitJoined(saved.province),
    avoidProvinces: p?.avoidProvinces ?? [],
    cities: p?.cities ?? [],
    avoidCities: p?.avoidCities ?? [],
    schoolLevel: p?.schoolLevel ?? 'any',
    maxTuition: saved.maxTuition,
    maxSlipRisk: p?.maxSlipRisk ?? DEFAULT_MAX_SLIP_RISK,
    rows: p?.rows ?? MAX_VOLUNTEERS,
    reachRows: p?.reachRows ?? DEFAULT_REACH_ROWS,
    placeOnly: p?.placeOnly ?? false,
    vocational: p?.vocational ?? true,
  }
}

/** Province and city names compare without their administrative suffix ("浙江省" = "浙江", "杭州市" = "杭州"). */
export const placeKey = (name: string): string => name.trim().replace(/(省|市|自治区|特别行政区|壮族|回族|维吾尔)+$/g, '')

export function placeMatches(place: string, wanted: readonly string[]): boolean {
  const k = placeKey(place)
  return k !== '' && wanted.some((w) => placeKey(w) === k)
}
