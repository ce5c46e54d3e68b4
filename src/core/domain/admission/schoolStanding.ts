/**
 * School standing by tier — C9 > 985 > 211 > 双一流 > other 公办 本科 > 民办 / 独立学院 > 专科 — then, inside a
 * tier, the 软科 2025 rank and the programme's own selectivity. On a 0–100 scale; tiers never overlap. The
 * 一段 list ranks by the market instead (marketStanding): a strict tier order put 云南大学 and 新疆大学 before
 * 浙江理工 and 杭电, which is not how Zhejiang families choose; tiers order what has no market price (二段).
 */
export const SCHOOL_TIERS = ['c9', '985', '211', 'doubleFirst', 'public', 'private', 'vocationalPublic', 'vocationalPrivate'] as const
export type SchoolTier = (typeof SCHOOL_TIERS)[number]

/** [lowest, highest] standing of each tier. */
export const TIER_RANGE: Record<SchoolTier, readonly [number, number]> = {
  c9: [88, 99],
  '985': [75, 87],
  '211': [63, 74],
  doubleFirst: [55, 62],
  public: [35, 54],
  private: [18, 30],
  vocationalPublic: [8, 15],
  vocationalPrivate: [2, 7],
}

export interface SchoolFacts {
  isC9: boolean
  is985: boolean
  is211: boolean
  /** 一流大学 / 一流学科 建设高校. */
  doubleFirst: boolean
  /** public, private, joint (中外合作大学) or unknown. */
  nature: string | null
  /** 软科中国大学排名 2025 main list, null when not ranked (500+ counts as 500). */
  ruankeRank: number | null
  /**
   * A branch campus (威海, 深圳, 珠海, 盘锦, 秦皇岛, an overseas campus): a school of its own standing, which does not
   * take its parent's tier or ranking (哈工大(威海) is not C9, 厦大马来西亚 not a 985 school in China).
   */
  branch?: boolean
}

export function tierOf(s: SchoolFacts, undergraduate: boolean): SchoolTier {
  const isPrivate = s.nature === 'private'
  if (!undergraduate) return isPrivate ? 'vocationalPrivate' : 'vocationalPublic'
  if (s.branch) return isPrivate ? 'private' : 'public'
  if (s.isC9) return 'c9'
  if (s.is985) return '985'
  if (s.is211) return '211'
  if (s.doubleFirst) return 'doubleFirst'
  return isPrivate ? 'private' : 'public'
}

/** 1 for the top of 软科, falling with log rank to 0 at about 600; 0 when unranked. */
export function rankingScore(rank: number | null): number {
  if (rank === null || rank < 1) return 0
  return Math.max(0, Math.min(1, 1 - Math.log(rank) / Math.log(600)))
}

/**
 * Selectivity of a programme from its predicted cutoff percentile (rank / cohort): 1 at the very top
 * (1 in 600), 0 at the 一段 line (about the 63rd percentile), in log steps, so a programme twice as hard to
 * enter counts the same step anywhere in the range.
 */
export function selectivityOf(percentile: number): number {
  const top = 1 / 600
  const line = 0.63
  return Math.max(0, Math.min(1, Math.log(line / Math.max(percentile, top)) / Math.log(line / top)))
}

/**
 * The market's own ranking of a programme, the default preference of a 一段 list: how Zhejiang students
 * priced it, i.e. its predicted cutoff percentile as selectivity, 0–100. A cutoff rank pays for region,
 * school, major and cost at once, so it ranks 浙江 schools the way families do, where a tier order does not.
 */
export const marketStanding = (percentile: number): number => 100 * selectivityOf(percentile)

/**
 * Standing of a programme: its tier's floor plus, inside the tier, 35 % school ranking and 65 %
 * selectivity. Selectivity leads inside a tier because it is what the market itself values (the same
 * school's 计算机 before its 园林) and it separates a student's reaches from their safeties: a list then
 * climbs from safe to ambitious within each tier instead of stopping at the best-ranked sure thing.
 */
export function standingOf(tier: SchoolTier, ruankeRank: number | null, selectivity: number): number {
  const [lo, hi] = TIER_RANGE[tier]
  const quality = 0.35 * rankingScore(ruankeRank) + 0.65 * Math.max(0, Math.min(1, selectivity))
  return lo + (hi - lo) * quality
}
