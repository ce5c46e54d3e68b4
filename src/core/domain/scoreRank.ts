/**
 * 一分一段 lookups. A table lists, per score, the number of students at that score and the cumulative
 * rank (students at or above it). The authority folds the top scores into one "≥S" bucket
 * (`atOrAbove`). Compare years by rank, never by score.
 */
export interface ScoreRankRow {
  score: number
  count: number
  /** Cumulative rank: the number of students with a score ≥ `score`. */
  rank: number
  /** True for the top bucket, which stands for every score ≥ `score`. */
  atOrAbove?: boolean
}

/**
 * The row for a score: the exact row if listed; a score above the table falls in the top bucket; a score
 * between listed rows (nobody scored it) has count 0 and the rank of the next higher listed score.
 * Null below the lowest listed score, where the table says nothing.
 */
export function rankOfScore(table: readonly ScoreRankRow[], score: number): ScoreRankRow | null {
  if (table.length === 0) return null
  const top = table[0]
  if (score >= top.score) return score === top.score ? top : { score, count: top.atOrAbove ? top.count : 0, rank: top.rank, atOrAbove: true }
  if (score < table[table.length - 1].score) return null
  let lo = 0
  let hi = table.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (table[mid].score >= score) lo = mid
    else hi = mid - 1
  }
  const row = table[lo]
  return row.score === score ? row : { score, count: 0, rank: row.rank }
}

/**
 * The score held by the student at cumulative rank `rank`: the listed row whose band
 * (previous rank, rank] contains it. Null beyond the last listed rank.
 */
export function scoreOfRank(table: readonly ScoreRankRow[], rank: number): ScoreRankRow | null {
  if (table.length === 0 || rank < 1 || rank > table[table.length - 1].rank) return null
  let lo = 0
  let hi = table.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (table[mid].rank >= rank) hi = mid
    else lo = mid + 1
  }
  return table[lo]
}

export interface EqualRankScore {
  year: number
  score: number
  rank: number
}

/** 等位分: the student's rank in `year`, then the score at that rank in every other year's table. */
export function equalRankScores(tables: ReadonlyMap<number, readonly ScoreRankRow[]>, year: number, score: number): EqualRankScore[] {
  const own = tables.get(year)
  const mine = own ? rankOfScore(own, score) : null
  if (!mine) return []
  const out: EqualRankScore[] = []
  for (const y of [...tables.keys()].sort((a, b) => a - b)) {
    if (y === year) {
      out.push({ year: y, score, rank: mine.rank })
      continue
    }
    const hit = scoreOfRank(tables.get(y) ?? [], mine.rank)
    if (hit) out.push({ year: y, score: hit.score, rank: mine.rank })
  }
  return out
}
