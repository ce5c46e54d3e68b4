import { FOREIGN_CURRENCIES } from './studyForm'

/**
 * Yuan per unit of each currency a plan note prices a year abroad in: rounded mid-rates of the People's Bank of
 * China (中国人民银行人民币汇率中间价) of June 2025, the last published before the plan year's filling we hold.
 * A family sees the rate and its date beside every converted fee; fees are paid at the day's rate.
 */
export const EXCHANGE_RATES = {
  date: '2025-06',
  yuanPer: {
    美元: 7.17,
    英镑: 9.75,
    欧元: 8.25,
    澳元: 4.68,
    澳币: 4.68,
    加元: 5.25,
    加币: 5.25,
    新西兰元: 4.3,
    林吉特: 1.69,
    新加坡元: 5.58,
    新元: 5.58,
    港币: 0.913,
    港元: 0.913,
    日元: 0.0496,
    韩元: 0.0052,
    卢布: 0.091,
    瑞士法郎: 8.85,
  } as Record<string, number>,
}

/** Why a programme's year can cost more than its plan tuition. */
export type CostBasis =
  { kind: 'foreign'; amount: number; currency: string; rate: number; plusDomestic: number } | { kind: 'laterYears'; yuan: number } | { kind: 'abroadUnstated' }

export interface AnnualCost {
  /** The dearest year in yuan, as far as the plan says (the plan tuition when it says nothing more); null when unknown. */
  yuan: number | null
  /** True when a year abroad costs more than the plan states ("学费另计"): no budget can be said to hold. */
  open: boolean
  basis: CostBasis | null
}

const number = (digits: string, wan: string | undefined): number => Number(digits) * (wan ? 10000 : 1)

const FOREIGN_FEE = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(万)?\\s*(?:[-–—~至]\\s*(\\d+(?:\\.\\d+)?)\\s*(万)?\\s*)?(${FOREIGN_CURRENCIES})`, 'g')
/** A yuan price per year in the note (a later year's, or another campus's): 9000元/学年, 1.2万元/年, 学费12000元. */
const YUAN_PER_YEAR = /(\d+(?:\.\d+)?)\s*(万)?\s*元\s*(?:\/|每)\s*(?:学年|年)|学费\s*(\d+(?:\.\d+)?)\s*(万)?\s*元(?!\s*人民币\s*\/\s*生)/g
const PAYS_BOTH = /须向我校缴纳四年学费|四年均须向[^。]*(缴纳|缴付)[^。]*学费|除缴纳[^。]*学费外|同时缴纳[^。]*学费/
const HALF_HOME = /国内学费减免50%/
const UNSTATED = /学费另计|费用另计|另行收取|外方按其标准|按对方学校收费标准|按国外大学标准|外方学费|国外学费另算|学费由外方|费用自理/

/**
 * The true cost of a programme's dearest year, from its plan tuition and its note: a fee abroad converted to
 * yuan (the upper end of a range; the home fee added where the note says both are paid), a later year's or
 * another campus's price, or — a year abroad whose fee the plan does not state — open. The tuition cap
 * compares with it; the row shows it with its basis.
 */
export function annualCost(tuition: number | null, note: string): AnnualCost {
  let best: { yuan: number; basis: CostBasis } | null = null
  for (const m of note.matchAll(FOREIGN_FEE)) {
    const amount = m[3] ? number(m[3], m[4] ?? m[2]) : number(m[1], m[2])
    const rate = EXCHANGE_RATES.yuanPer[m[5]]
    const home = tuition ?? 0
    const plusDomestic = PAYS_BOTH.test(note) ? home : HALF_HOME.test(note) ? Math.round(home / 2) : 0
    const yuan = Math.round(amount * rate) + plusDomestic
    if (!best || yuan > best.yuan) best = { yuan, basis: { kind: 'foreign', amount, currency: m[5], rate, plusDomestic } }
  }
  if (best) return { yuan: Math.max(best.yuan, tuition ?? 0), open: false, basis: best.basis }
  let later = 0
  for (const m of note.matchAll(YUAN_PER_YEAR)) later = Math.max(later, m[1] ? number(m[1], m[2]) : number(m[3], m[5]))
  if (UNSTATED.test(note)) return { yuan: tuition, open: true, basis: { kind: 'abroadUnstated' } }
  if (later > (tuition ?? 0)) return { yuan: later, open: false, basis: { kind: 'laterYears', yuan: later } }
  return { yuan: tuition, open: false, basis: null }
}
