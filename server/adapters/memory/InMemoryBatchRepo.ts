import type { ScoreRatio } from '@/core/domain/compositeScore'
import type { BatchRepo, BatchRow } from '../../ports/BatchRepo'
import { batchSeed, ratioSeed } from '../seed/batches'

// Code-unit order, as SQLite's default collation compares the same strings.
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The same seeded rows the 0200 migration writes, for demo mode and tests. */
export class InMemoryBatchRepo implements BatchRepo {
  constructor(
    private readonly rows: readonly BatchRow[] = batchSeed,
    private readonly ratioRows: readonly ScoreRatio[] = ratioSeed,
  ) {}

  async batches(): Promise<BatchRow[]> {
    return [...this.rows].sort((a, b) => a.sortNumber - b.sortNumber || a.id - b.id).map((row) => ({ ...row }))
  }

  async ratios(): Promise<ScoreRatio[]> {
    return [...this.ratioRows].sort((a, b) => order(a.kind, b.kind) || order(a.type, b.type)).map((row) => ({ ...row }))
  }
}
