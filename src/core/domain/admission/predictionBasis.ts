import type { Coded } from './listTypes'
import type { CutoffPrediction } from './predictCutoff'

/** What a forecast rests on, as a code with parameters (words: list.basis.*). */
export function predictionBasis(p: Pick<CutoffPrediction, 'source' | 'used' | 'borrowedFrom'> | null): Coded {
  if (!p) return { code: 'none', params: {} }
  if (p.source === 'own') return { code: p.used.length <= 2 ? 'ownShort' : 'own', params: { years: p.used.map((u) => u.year).join('、') } }
  if (p.source === 'similar') return { code: 'similar', params: { from: p.borrowedFrom.slice(0, 3).join('、') + (p.borrowedFrom.length > 3 ? '…' : '') } }
  return { code: 'school', params: {} }
}
