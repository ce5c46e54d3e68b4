import { kyselyVolunteerDeps } from '../../server/adapters/db/kyselyVolunteerDeps'
import { datasetAdmissionSource } from '../../server/adapters/model/datasetAdmissionSource'
import { LazyAdmissionModel } from '../../server/adapters/model/LazyAdmissionModel'
import { DATA_DIR } from '../../server/cli/data/paths'
import type { TestServer } from './testServer'

/**
 * The first 20 schools of the real dataset (≈800 programmes of the 2026 plan) and two schools with 专科
 * programmes and 本科 ones that did not fill in 2026 (for 二段): a real model, fitted in a few seconds.
 */
const KEEP = new Set([...Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(4, '0')), '0043', '0044'])
export const sliceModel = new LazyAdmissionModel(async () => datasetAdmissionSource(DATA_DIR, (code) => KEEP.has(code)))

/** Points the test server's volunteer deps (lists, targets, grants, model) at the dataset slice (same SQLite database). */
export function useSliceModel(server: TestServer): void {
  server.deps.volunteer = kyselyVolunteerDeps(server.db, sliceModel)
}

/** A 物化生 student of 普通类第一段 with the given rank. */
export async function giveStudent(server: TestServer, userId: number, rank: number, batchId = 1): Promise<void> {
  await server.deps.repos.students.save(userId, { rankZs: rank, rank: '1', batchId, subject: 'physics,chemistry,biology', isFill: '1', province: '浙江' })
}
