/**
 * The official tables the build reads, relative to the raw data folder (see its SOURCES.md).
 * Order matters only where two exports overlap: the earlier one wins.
 */
export interface Source {
  kind: 'toudang' | 'rank' | 'plan'
  year: number
  path: string
  label: string
}

export const SOURCES: Source[] = [
  { kind: 'toudang', year: 2020, path: 'zjzs-toudang-2020-2022/2020年一段投档线.xls', label: '浙江省教育考试院 2020 普通类第一段平行投档分数线表 (xls)' },
  { kind: 'toudang', year: 2021, path: 'zjzs-toudang-2020-2022/2021年一段投档线.xls', label: '浙江省教育考试院 2021 普通类第一段平行投档分数线表 (xls)' },
  { kind: 'toudang', year: 2022, path: 'zjzs-toudang-2020-2022/2022年一段投档线.xls', label: '浙江省教育考试院 2022 普通类第一段平行投档分数线表 (xls)' },
  // The complete 2023 table; the 985/211-only JSON subset in zjgk-volunteer-crawled is not used.
  { kind: 'toudang', year: 2023, path: 'zj-toudang-2023/toudang_2023_yiduan.csv', label: '2023 普通类第一段平行投档线, complete transcription (csv)' },
  { kind: 'toudang', year: 2024, path: 'zjgk-volunteer-crawled/admission_2024_yiduan_full.json', label: '2024 普通类第一段平行投档线, full (json)' },
  { kind: 'toudang', year: 2025, path: 'zj-toudang-2025-db/toudang_2025_yiduan.csv', label: '2025 普通类第一段平行投档线 (csv derived from gaokao.db major_score)' },
  // Same transcription format as 2023; the 1,140 unfilled rows at the 494 line carry no rank.
  { kind: 'toudang', year: 2026, path: 'zj-toudang-2026/toudang_2026_yiduan.csv', label: '2026 普通类第一段平行投档线, complete transcription (csv)' },
  { kind: 'rank', year: 2023, path: 'gaokao-advisor/zhejiang_rank_table_2023.json', label: '浙江 2023 普通类一分一段 (zjzs.net, json)' },
  { kind: 'rank', year: 2024, path: 'gaokao-advisor/zhejiang_rank_table_2024.json', label: '浙江 2024 普通类一分一段 (zjzs.net, json)' },
  { kind: 'rank', year: 2025, path: 'gaokao-advisor/zhejiang_rank_table_2025.json', label: '浙江 2025 普通类一分一段 (zjzs.net, json)' },
  { kind: 'rank', year: 2026, path: 'gaokao-advisor/zhejiang_rank_table_2026.json', label: '浙江 2026 普通类一分一段 (zjzs.net, json)' },
  { kind: 'plan', year: 2020, path: 'zj-plan-2020/plan2020_物理化学生物.csv', label: '2020 普通类平行招生计划, export for 物理+化学+生物 (csv)' },
  { kind: 'plan', year: 2020, path: 'zj-plan-2020/plan2020_政治历史地理.csv', label: '2020 普通类平行招生计划, export for 政治+历史+地理 (csv)' },
  { kind: 'plan', year: 2026, path: 'zj-plan-2026-pcb/plan_2026_普通类平行_物理化学生物.csv', label: '2026 普通类平行招生计划, export for 物理+化学+生物 (csv from xlsm)' },
]

/**
 * Batch lines from docs/ZHEJIANG.md (the authority's announcements). 2020 is left out: that year had
 * the old 一段/二段 split and the doc gives no figure we could verify.
 */
export const BATCH_LINES: Array<{ year: number; batch: string; score: number }> = [
  { year: 2021, batch: '一段', score: 495 },
  { year: 2022, batch: '一段', score: 497 },
  { year: 2023, batch: '一段', score: 488 },
  { year: 2024, batch: '一段', score: 492 },
  { year: 2025, batch: '一段', score: 490 },
  { year: 2026, batch: '一段', score: 494 },
  { year: 2026, batch: '二段', score: 266 },
  { year: 2026, batch: '特控线', score: 594 },
]
