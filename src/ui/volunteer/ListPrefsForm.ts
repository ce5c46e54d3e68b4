import { makeAutoObservable } from 'mobx'
import type { ListPrefs } from '@/ports/api/aiMsg'
import {
  DEFAULT_AVOID,
  DEFAULT_MAX_SLIP_RISK,
  DEFAULT_REACH_ROWS,
  MAX_VOLUNTEERS,
  type AvoidableKind,
  type ListPriority,
  type SchoolLevel,
} from '@/ports/api/listPrefs'
import type { AiForm, PlanCity } from '@/core/volunteer/loadAiForm'
import { byPlaceCode, provinceCode } from '@/core/domain/placeOrder'

/** Where a click on a place puts it: among the wanted places or the avoided ones. */
export type PlaceMode = 'want' | 'avoid'
export type PlaceState = PlaceMode | 'none'

export interface CityGroup {
  province: string
  cities: PlanCity[]
}

const without = (list: readonly string[], x: string) => list.filter((y) => y !== x)

/**
 * What the family decides by, beside the target majors: 学校优先 / 专业优先, the kinds to rule out (定向 and
 * 中外合作 ruled out unless opted in), wanted and avoided provinces and cities, the lowest school level, the
 * tuition cap, the 滑档 ceiling, and how many rows the one-click list fills (期望志愿数) with how many 冲 rows on top.
 * A place is wanted or avoided, never both.
 */
export class ListPrefsForm {
  priority: ListPriority = 'school'
  avoid: AvoidableKind[] = [...DEFAULT_AVOID]
  provinces: string[] = []
  avoidProvinces: string[] = []
  cities: string[] = []
  avoidCities: string[] = []
  schoolLevel: SchoolLevel = 'any'
  maxSlipRisk: number = DEFAULT_MAX_SLIP_RISK
  rows: number = MAX_VOLUNTEERS
  reachRows: number = DEFAULT_REACH_ROWS
  placeOnly = false
  vocational = true
  maxTuition = ''
  provinceOptions: string[] = []
  cityOptions: PlanCity[] = []
  cityQuery = ''
  placeMode: PlaceMode = 'want'

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  apply(form: Pick<AiForm, 'provinces' | 'maxTuition' | 'prefs' | 'provinceOptions' | 'cityOptions'>) {
    const p = form.prefs
    this.priority = p.priority
    this.avoid = [...p.avoid]
    this.provinces = [...form.provinces]
    this.avoidProvinces = p.avoidProvinces.filter((x) => !form.provinces.includes(x))
    this.cities = [...p.cities]
    this.avoidCities = p.avoidCities.filter((x) => !p.cities.includes(x))
    this.schoolLevel = p.schoolLevel
    this.maxSlipRisk = p.maxSlipRisk
    this.rows = p.rows
    this.reachRows = p.reachRows
    this.placeOnly = p.placeOnly
    this.vocational = p.vocational
    this.maxTuition = form.maxTuition ? String(form.maxTuition) : ''
    this.provinceOptions = form.provinceOptions
    this.cityOptions = form.cityOptions
  }

  setPriority(priority: ListPriority) {
    this.priority = priority
  }

  isAvoided(kind: AvoidableKind) {
    return this.avoid.includes(kind)
  }

  setAvoided(kind: AvoidableKind, avoided: boolean) {
    this.avoid = avoided ? [...new Set([...this.avoid, kind])] : this.avoid.filter((k) => k !== kind)
  }

  setSchoolLevel(level: SchoolLevel) {
    this.schoolLevel = level
  }

  setMaxSlipRisk(risk: number) {
    this.maxSlipRisk = risk
  }

  setRows(rows: number) {
    this.rows = rows
  }

  setReachRows(rows: number) {
    this.reachRows = rows
  }

  setPlaceOnly(only: boolean) {
    this.placeOnly = only
  }

  setVocational(on: boolean) {
    this.vocational = on
  }

  setMaxTuition(v: string) {
    this.maxTuition = v.replace(/[^\d]/g, '').slice(0, 7)
  }

  setPlaceMode(mode: PlaceMode) {
    this.placeMode = mode
  }

  setCityQuery(q: string) {
    this.cityQuery = q
  }

  provinceState(p: string): PlaceState {
    return this.provinces.includes(p) ? 'want' : this.avoidProvinces.includes(p) ? 'avoid' : 'none'
  }

  cityState(c: string): PlaceState {
    return this.cities.includes(c) ? 'want' : this.avoidCities.includes(c) ? 'avoid' : 'none'
  }

  /** A click in the current mode: puts the province there, or takes it out when it is there already. */
  toggleProvince(p: string) {
    const on = this.provinceState(p) === this.placeMode
    this.provinces = without(this.provinces, p)
    this.avoidProvinces = without(this.avoidProvinces, p)
    if (!on) (this.placeMode === 'want' ? this.provinces : this.avoidProvinces).push(p)
  }

  toggleCity(c: string) {
    const on = this.cityState(c) === this.placeMode
    this.cities = without(this.cities, c)
    this.avoidCities = without(this.avoidCities, c)
    if (!on) (this.placeMode === 'want' ? this.cities : this.avoidCities).push(c)
  }

  /** Removes a place from wherever it is (the chips of the chosen-places line). */
  clearProvince(p: string) {
    this.provinces = without(this.provinces, p)
    this.avoidProvinces = without(this.avoidProvinces, p)
  }

  clearCity(c: string) {
    this.cities = without(this.cities, c)
    this.avoidCities = without(this.avoidCities, c)
  }

  /**
   * Cities of the plan year grouped by province, cut down to those whose city or province contains the query,
   * in the customary order: provinces by code, cities as the server orders them (by code). Places compare by
   * city name, so a city listed under two provinces (a campus of an out-of-province school) is shown once,
   * under the province with most of its programmes.
   */
  get cityGroups(): CityGroup[] {
    const byCity = new Map<string, PlanCity & { best: number }>()
    for (const c of this.cityOptions) {
      const seen = byCity.get(c.city)
      if (!seen) byCity.set(c.city, { ...c, best: c.num })
      else byCity.set(c.city, { ...seen, province: c.num > seen.best ? c.province : seen.province, best: Math.max(seen.best, c.num), num: seen.num + c.num })
    }
    const q = this.cityQuery.trim()
    const groups = new Map<string, PlanCity[]>()
    for (const { best: _best, ...c } of byCity.values()) {
      if (q && !c.city.includes(q) && !c.province.includes(q)) continue
      groups.set(c.province, [...(groups.get(c.province) ?? []), c])
    }
    const list = [...groups].map(([province, cities]) => ({ province, cities }))
    return byPlaceCode(
      list,
      (g) => provinceCode(g.province),
      (g) => g.province,
    )
  }

  /** The preferences as the contract has them; wanted provinces and the budget travel beside them. */
  get prefs(): ListPrefs {
    return {
      priority: this.priority,
      avoid: [...this.avoid],
      avoidProvinces: [...this.avoidProvinces],
      cities: [...this.cities],
      avoidCities: [...this.avoidCities],
      schoolLevel: this.schoolLevel,
      maxSlipRisk: this.maxSlipRisk,
      rows: this.rows,
      reachRows: this.reachRows,
      placeOnly: this.placeOnly,
      vocational: this.vocational,
    }
  }

  get wire() {
    return {
      province: this.provinces.join(','),
      maxTuition: this.maxTuition ? Number(this.maxTuition) : null,
      excludeSinoForeign: this.avoid.includes('sinoForeign'),
      prefs: this.prefs,
    }
  }
}
