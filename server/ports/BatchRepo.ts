import type { ScoreRatio } from '@/core/domain/compositeScore'

/** A batch as stored; its control lines per year come from the reference data (batch_lines). */
export interface BatchRow {
  id: number
  name: string
  kind: 'ordinary' | 'art' | 'sport'
  /** The batch name in the reference batch lines (一段, 二段), or null when the data has no line for it. */
  lineBatch: string | null
  /** 0 = disabled, unselectable. */
  status: number
  sortNumber: number
}

/** Batches and the art/sport 综合分 ratios: data rows, seeded by migration 0200_profile_batches. */
export interface BatchRepo {
  batches(): Promise<BatchRow[]>
  ratios(): Promise<ScoreRatio[]>
}
