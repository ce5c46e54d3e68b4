import type { BatchRule } from '@/core/domain/batchLine'
import type { ServerDeps, UsesRepos } from '../../ports/ServerDeps'

export type BatchRulesDeps = UsesRepos<'batches'> & Pick<ServerDeps, 'reference'>

/** The stored batches with their control lines per year from the reference data (batch_lines). */
export async function batchRules(deps: BatchRulesDeps): Promise<BatchRule[]> {
  const rows = await deps.repos.batches.batches()
  const lines = await deps.reference.batchLines()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    lines: row.lineBatch ? lines.filter((line) => line.batch === row.lineBatch).map((line) => ({ year: line.year, score: line.score })) : [],
  }))
}
