/** One row of a 一分一段 table as read from the file, with the file's line it came from. */
export interface RankTableRow {
  line: number
  score: number
  count: number
  /** 累计人数: everyone at this score or above. */
  rank: number
  /** The first row may fold in everyone above it (`≥693`, `693分及以上`). */
  atOrAbove: boolean
}

export interface LineProblem {
  line: number
  problem: string
}

/**
 * A 一分一段 table is monotone and cumulative: one row per score, every score from the top down with none
 * missing, and each 累计人数 the one above plus this score's 人数. A file cut short in the middle, with a
 * row typed twice or a figure mistyped breaks one of these, and the line is named. (The official tables
 * of 2023–2026 all hold; a table cut at its top or bottom still adds up, which the comparison with the
 * year already loaded catches.)
 */
export function rankTableProblems(rows: readonly RankTableRow[]): LineProblem[] {
  if (rows.length === 0) return [{ line: 0, problem: '没有数据行' }]
  const sorted = [...rows].sort((a, b) => b.score - a.score || a.line - b.line)
  const problems: LineProblem[] = []
  const top = sorted[0]
  if (top.rank < top.count) problems.push({ line: top.line, problem: `累计人数 ${top.rank} 小于本段人数 ${top.count}` })
  for (let i = 1; i < sorted.length; i++) {
    const [above, row] = [sorted[i - 1], sorted[i]]
    if (row.atOrAbove) problems.push({ line: row.line, problem: `只有最高分一行可以写「以上」（分数 ${row.score}）` })
    if (row.score === above.score) problems.push({ line: row.line, problem: `分数 ${row.score} 出现两次（另见第 ${above.line} 行）` })
    else if (row.score !== above.score - 1)
      problems.push({ line: row.line, problem: `缺少分数 ${above.score - 1}${above.score - 1 > row.score + 1 ? `–${row.score + 1}` : ''} 的行（表不完整）` })
    else if (row.rank !== above.rank + row.count)
      problems.push({ line: row.line, problem: `累计人数 ${row.rank} 不等于上一分数的累计人数 ${above.rank} 加本段人数 ${row.count}` })
  }
  return problems.sort((a, b) => a.line - b.line)
}

/**
 * Whether a 一分一段 table is whole at both ends, which row-by-row sums cannot tell (a table cut at its top or its
 * bottom still adds up): its top row holds everyone at and above its score (累计人数 = 本段人数), and it reaches
 * down to `reachDown`, the lowest score it must list (the year's 二段 line), when that is known. Each shortfall
 * names the scores missing. A table cut at the top would give every top score a worse rank; one cut at the
 * bottom has no rank for the students below it.
 */
export function rankTableEnds(rows: ReadonlyArray<Pick<RankTableRow, 'score' | 'count' | 'rank'>>, reachDown: number | null): string[] {
  if (rows.length === 0) return []
  const sorted = [...rows].sort((a, b) => b.score - a.score)
  const [top, low] = [sorted[0], sorted[sorted.length - 1]]
  const out: string[] = []
  if (top.rank > top.count)
    out.push(
      `表的开头不完整：最高的 ${top.score} 分一行累计人数 ${top.rank}，比本段人数 ${top.count} 多 ${top.rank - top.count} 人，缺少 ${top.score + 1} 分及以上的行`,
    )
  if (reachDown !== null && low.score > reachDown)
    out.push(
      `表的结尾不完整：最低只到 ${low.score} 分，缺少 ${low.score - 1}${low.score - 1 > reachDown ? `–${reachDown}` : ''} 分的行（表要列到 ${reachDown} 分）`,
    )
  return out
}
