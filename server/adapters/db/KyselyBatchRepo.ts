import type { Kysely } from 'kysely'
import type { ScoreRatio } from '@/core/domain/compositeScore'
import type { BatchRepo, BatchRow } from '../../ports/BatchRepo'
import type { Database } from './schema'

export class KyselyBatchRepo implements BatchRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async batches(): Promise<BatchRow[]> {
    const rows = await this.db.selectFrom('batches').selectAll().orderBy('sort_number').orderBy('id').execute()
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      kind: r.kind as BatchRow['kind'],
      lineBatch: r.line_batch,
      status: Number(r.status),
      sortNumber: Number(r.sort_number),
    }))
  }

  async ratios(): Promise<ScoreRatio[]> {
    const rows = await this.db.selectFrom('score_ratios').selectAll().orderBy('kind').orderBy('type').execute()
    return rows.map((r) => ({
      kind: r.kind as ScoreRatio['kind'],
      type: r.type,
      cultureWeight: Number(r.culture_weight),
      proWeight: Number(r.pro_weight),
      proScale: Number(r.pro_scale),
      proMax: Number(r.pro_max),
    }))
  }
}
