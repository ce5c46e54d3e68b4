import type { ScoreRatio } from '@/core/domain/compositeScore'
import type { BatchRow } from '../../ports/BatchRepo'

/**
 * The batches a student fills for. `lineBatch` names the row of the dataset's
 * batch_lines.csv whose yearly score is the batch's control line; the art and sport lines are not in the
 * shipped dataset yet, so those batches have none (no line is checked rather than an invented one).
 */
export const batchSeed: BatchRow[] = [
  { id: 1, name: '普通类第一段', kind: 'ordinary', lineBatch: '一段', status: 1, sortNumber: 1 },
  { id: 2, name: '普通类第二段', kind: 'ordinary', lineBatch: '二段', status: 1, sortNumber: 2 },
  { id: 3, name: '艺术类第一段', kind: 'art', lineBatch: null, status: 1, sortNumber: 3 },
  { id: 4, name: '艺术类第二段', kind: 'art', lineBatch: null, status: 1, sortNumber: 4 },
  { id: 5, name: '体育类第一段', kind: 'sport', lineBatch: null, status: 1, sortNumber: 5 },
  { id: 6, name: '体育类第二段', kind: 'sport', lineBatch: null, status: 1, sortNumber: 6 },
]

const half = { cultureWeight: 0.5, proWeight: 0.5, proScale: 2.5, proMax: 300 }

/**
 * 综合分 ratios (docs/ZHEJIANG.md): 文化 × 50% + 统考 × 2.5 × 50% for 美术与设计, 音乐, 舞蹈, 表(导)演 and
 * 书法; 播音与主持 80% / 20%. The sport row (专业 out of 100, × 7.5 onto 750, 50/50) is our reading of the
 * reform rules and must be checked against the authority's yearly announcement: it is data, so an operator
 * can correct it without a code change.
 */
export const ratioSeed: ScoreRatio[] = [
  { kind: 'art', type: '美术与设计类', ...half },
  { kind: 'art', type: '音乐类', ...half },
  { kind: 'art', type: '舞蹈类', ...half },
  { kind: 'art', type: '表（导）演类', ...half },
  { kind: 'art', type: '书法类', ...half },
  { kind: 'art', type: '播音与主持类', cultureWeight: 0.8, proWeight: 0.2, proScale: 2.5, proMax: 300 },
  { kind: 'sport', type: '体育类', cultureWeight: 0.5, proWeight: 0.5, proScale: 7.5, proMax: 100 },
]
