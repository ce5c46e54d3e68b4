import { checkCode, checkCount, checkName, checkPositive, checkRank, checkScore, type CellCheck } from '../../../src/core/domain/officialTable/cellChecks'
import { rankTableProblems, type LineProblem, type RankTableRow } from '../../../src/core/domain/officialTable/rankTableProblems'
import { COLUMNS, matchColumns, type Kind } from './columns'
import type { RawTable } from './readTable'

/** Where row `i` of the table is in its file (the header is line 1 when the reader kept no lines). */
const lineOf = (table: RawTable, i: number): number => table.lines?.[i] ?? i + 2

/** The score text of a 一分一段 row, as parseRank reads it: `693`, `693以上`, `693分及以上`, `≥693`. */
const RANK_SCORE = /^(≥)?(.*?)((?:分)?(?:及)?以上)?$/

/**
 * Every row of an official table checked before anything is merged (the rules are in
 * src/core/domain/officialTable): codes, 0 ≤ score ≤ 750, 位次 a positive integer, counts ≥ 0, each
 * programme once, and a 一分一段 table monotone and cumulative. The file's columns were matched already.
 */
export function checkImportTable(table: RawTable, kind: Kind): LineProblem[] {
  const m = matchColumns(table.headers, COLUMNS[kind])
  if (!m.ok) return [{ line: 1, problem: `缺少列「${m.missing.join('」「')}」` }]
  const problems: LineProblem[] = []
  if (table.rows.length === 0) return [{ line: 0, problem: '没有数据行' }]
  const rankRows: RankTableRow[] = []
  const seen = new Map<string, number>()
  table.rows.forEach((r, i) => {
    const line = lineOf(table, i)
    const cell = (name: string) => r[m.index[name]] ?? ''
    const take = <T>(c: CellCheck<T>): T | undefined => {
      if (c.ok) return c.value
      problems.push({ line, problem: c.problem })
      return undefined
    }
    const once = (school: string | undefined, major: string | undefined) => {
      if (school === undefined || major === undefined) return
      const key = `${school}-${major}`
      const first = seen.get(key)
      if (first !== undefined) problems.push({ line, problem: `院校代号 ${school} 专业代号 ${major} 重复（另见第 ${first} 行）` })
      else seen.set(key, line)
    }
    if (kind === 'toudang') {
      const school = take(checkCode(cell('学校代号'), 4, '院校代号'))
      take(checkName(cell('学校名称'), '学校名称'))
      const major = take(checkCode(cell('专业代号'), 3, '专业代号'))
      take(checkName(cell('专业名称'), '专业名称'))
      take(checkCount(cell('计划数'), '计划数'))
      take(checkScore(cell('分数线'), '分数线'))
      take(checkRank(cell('位次'), '位次'))
      once(school, major)
    } else if (kind === 'plan') {
      const school = take(checkCode(cell('院校代码'), 4, '院校代号'))
      take(checkName(cell('院校名称'), '院校名称'))
      const major = take(checkCode(cell('专业代码'), 3, '专业代号'))
      take(checkName(cell('专业名称'), '专业名称'))
      take(checkCount(cell('计划数'), '计划数'))
      once(school, major)
    } else {
      const text = cell('分数').trim()
      const parts = RANK_SCORE.exec(text)
      const score = take(checkScore(parts?.[2] ?? text, '分数'))
      const count = take(checkCount(cell('人数'), '人数'))
      const rank = take(checkPositive(cell('累计人数'), '累计人数'))
      if (score !== undefined && count !== undefined && rank !== undefined)
        rankRows.push({ line, score, count, rank, atOrAbove: Boolean(parts?.[1] || parts?.[3]) })
    }
  })
  // The table-wide rules only make sense once every row reads.
  if (kind === 'rank' && problems.length === 0) problems.push(...rankTableProblems(rankRows))
  return problems
}

/**
 * The 一分一段 rows of a table as the file has them (before parseRank folds the students above the first row into a
 * "以上" bucket), for the checks of its two ends; rows that do not read are left out (checkImportTable names them).
 */
export function rankRowsAsRead(table: RawTable): RankTableRow[] {
  const m = matchColumns(table.headers, COLUMNS.rank)
  if (!m.ok) return []
  return table.rows.flatMap((r, i) => {
    const text = (r[m.index['分数']] ?? '').trim()
    const parts = RANK_SCORE.exec(text)
    const score = checkScore(parts?.[2] ?? text, '分数')
    const count = checkCount(r[m.index['人数']] ?? '', '人数')
    const rank = checkPositive(r[m.index['累计人数']] ?? '', '累计人数')
    return score.ok && count.ok && rank.ok ? [{ line: lineOf(table, i), score: score.value, count: count.value, rank: rank.value, atOrAbove: Boolean(parts?.[1] || parts?.[3]) }] : []
  })
}
