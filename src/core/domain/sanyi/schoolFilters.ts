import type { SanyiFormula, SanyiSchool } from '@/ports/api/sanyi'
import { byPlaceCode, provinceCode } from '../placeOrder'

/** Zhejiang's cities by their GB/T 2260 code (杭州 3301 … 丽水 3311): the order a Zhejiang family reads them in. */
const ZJ_CITIES = ['杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '衢州市', '舟山市', '台州市', '丽水市']

/**
 * Where a school is, as the filter groups it: its city inside Zhejiang (most 三位一体 schools), its province
 * outside; '' when unknown.
 */
export function placeOf(school: Pick<SanyiSchool, 'province' | 'city'>): string {
  const province = school.province ?? ''
  if (province.startsWith('浙江')) return school.city ?? province
  return province
}

/** The code a place sorts by: Zhejiang's cities inside Zhejiang's place (33xx), provinces by their code × 100. */
function placeCode(place: string): number | null {
  const city = ZJ_CITIES.indexOf(place)
  if (city >= 0) return 3301 + city
  const province = provinceCode(place)
  return province === null ? null : province * 100
}

/** The places of these schools, each once, in code order (Zhejiang's cities, then other provinces by code). */
export function placeOptions(schools: readonly Pick<SanyiSchool, 'province' | 'city'>[]): string[] {
  const places = [...new Set(schools.map(placeOf).filter((p) => p !== ''))]
  return byPlaceCode(places, placeCode, (p) => p)
}

/** A school's three weights as whole percentages "15/25/60" (学考/校测/高考). */
export function weightKey(formula: SanyiFormula): string {
  const pct = (w: number) => Math.round(w * 100)
  return `${pct(formula.weights.xk)}/${pct(formula.weights.test)}/${pct(formula.weights.gaokao)}`
}

export interface WeightPattern {
  key: string
  xk: number
  test: number
  gaokao: number
  schools: string[]
}

/** The distinct weight combinations of these schools, the commonest first (then by 高考 weight, ascending). */
export function weightPatterns(schools: readonly SanyiSchool[]): WeightPattern[] {
  const byKey = new Map<string, WeightPattern>()
  for (const s of schools) {
    const key = weightKey(s.formula)
    const [xk, test, gaokao] = key.split('/').map(Number)
    const pattern = byKey.get(key) ?? { key, xk, test, gaokao, schools: [] }
    pattern.schools.push(s.name)
    byKey.set(key, pattern)
  }
  return [...byKey.values()].sort((a, b) => b.schools.length - a.schools.length || a.gaokao - b.gaokao || (a.key < b.key ? -1 : 1))
}

/** Where a school is, as its row says it: the city in Zhejiang, province and city elsewhere (广东省 深圳市). */
export function placeLabel(school: Pick<SanyiSchool, 'province' | 'city'>): string[] {
  const province = school.province ?? ''
  const city = school.city ?? ''
  if (province.startsWith('浙江') || province === '' || city === '' || city === province) return [placeOf(school)].filter((p) => p !== '')
  return [province, city]
}
