import type { RefSchool, ReferenceData, SchoolQuery } from '../ports/ReferenceData'

/** The tags a family looks for first, in the order they matter. */
export function schoolTags(s: RefSchool): string[] {
  const tags: string[] = []
  if (s.isC9) tags.push('C9')
  if (s.is985) tags.push('985')
  if (s.is211) tags.push('211')
  if (s.doubleFirst) tags.push('双一流')
  if (s.nature === 'private') tags.push('民办')
  if (s.nature === 'public') tags.push('公办')
  if (s.nature === 'joint') tags.push('中外合作办学')
  return tags
}

export function schoolSummary(s: RefSchool) {
  return { id: Number(s.code), code: s.code, moeCode: s.moeCode, name: s.name, province: s.province, city: s.city, level: s.level, nature: s.nature, tags: schoolTags(s) }
}

/** School search by Chinese name, full pinyin or initials (浙江工业大学 ← zjgydx), with filters and paging. */
export async function searchSchools(ref: ReferenceData, q: SchoolQuery & { pageNum: number; pageSize: number }) {
  const { total, rows } = await ref.searchSchools(q, { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize })
  return { list: rows.map(schoolSummary), total, pageNum: q.pageNum, pageSize: q.pageSize }
}
