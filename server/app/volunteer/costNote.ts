import { EXCHANGE_RATES, type AnnualCost } from '@/core/domain/admission/programmeCost'
import { apiMessage, type Lang } from '@/ports/api/messages'

const formatCount = (n: number): string => Math.round(n).toLocaleString('en-US')

/** The currencies of plan notes by their ISO code, for the English words. */
const CODES: Record<string, string> = {
  美元: 'USD',
  英镑: 'GBP',
  欧元: 'EUR',
  澳元: 'AUD',
  澳币: 'AUD',
  加元: 'CAD',
  加币: 'CAD',
  新西兰元: 'NZD',
  林吉特: 'MYR',
  新加坡元: 'SGD',
  新元: 'SGD',
  港币: 'HKD',
  港元: 'HKD',
  日元: 'JPY',
  韩元: 'KRW',
  卢布: 'RUB',
  瑞士法郎: 'CHF',
}

/** Why a programme's dearest year costs more than its plan tuition, in the reader's words; '' when it does not. */
export function costNote(cost: AnnualCost, lang: Lang): string {
  const b = cost.basis
  if (!b) return ''
  if (b.kind === 'abroadUnstated') return apiMessage('list.cost.abroadUnstated', lang)
  if (b.kind === 'laterYears') return apiMessage('list.cost.laterYears', lang, { yuan: formatCount(b.yuan) })
  return apiMessage(b.plusDomestic > 0 ? 'list.cost.foreignPlusHome' : 'list.cost.foreign', lang, {
    yuan: formatCount(cost.yuan ?? 0),
    amount: formatCount(b.amount),
    currency: lang === 'en' ? (CODES[b.currency] ?? b.currency) : b.currency,
    rate: b.rate,
    date: EXCHANGE_RATES.date,
  })
}
