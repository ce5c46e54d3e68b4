import type { ServerDeps } from '../../ports/ServerDeps'
import type { SchoolQuery } from '../../ports/ReferenceData'
import { ok } from '../shared/outcome'
import { schoolSummary } from './schoolSummary'

/** School search by Chinese name, full pinyin or initials (浙江工业大学 ← zjgydx), with filters and paging. */
export async function searchSchools(deps: Pick<ServerDeps, 'reference'>, q: SchoolQuery & { pageNum: number; pageSize: number }) {
  const { total, rows } = await deps.reference.searchSchools(q, { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize })
  return ok({ list: rows.map(schoolSummary), total, pageNum: q.pageNum, pageSize: q.pageSize })
}
