/**
 * The columns each kind of official table must have. Each logical column lists the header names the
 * authority and the known public copies use for it. A file missing one is refused, naming the column.
 */
export type Kind = 'toudang' | 'rank' | 'plan'

export type ColumnSpec = Record<string, readonly string[]>

export const COLUMNS: Record<Kind, ColumnSpec> = {
  toudang: {
    学校代号: ['学校代号', '院校代号', '院校代码', 'school_code', 'code', 'university_code'],
    学校名称: ['学校名称', '院校名称', 'school_name', 'institution', 'university_name'],
    专业代号: ['专业代号', '专业代码', 'major_code', 'prog_code'],
    专业名称: ['专业名称', 'major_name', 'program'],
    计划数: ['计划数', '计划', 'plan', 'quota', 'plan_count'],
    分数线: ['分数线', '投档分数线', '最低分', 'min_score'],
    位次: ['位次', '最低位次', 'min_rank'],
  },
  rank: {
    分数: ['分数', '分数段', '成绩', 'score'],
    人数: ['人数', '本段人数', '同分人数', 'count'],
    累计人数: ['累计人数', '累计', '累计位次', 'cumulativeCount', 'cumulative'],
  },
  plan: {
    院校代码: ['院校代码', '院校代号', '学校代号'],
    院校名称: ['院校名称', '学校名称'],
    专业代码: ['专业代码', '专业代号'],
    专业名称: ['专业名称'],
    学制: ['学制'],
    省: ['省', '省份', '所在省'],
    城市: ['城市', '所在城市'],
    本专科: ['本专科', '层次'],
    计划数: ['计划数', '计划'],
    选考科目要求: ['选考科目要求', '选考科目'],
    收费标准: ['收费标准', '学费'],
    备注: ['备注', '简注'],
  },
}

export type ColumnMatch = { ok: true; index: Record<string, number> } | { ok: false; missing: string[] }

export function matchColumns(headers: readonly string[], spec: ColumnSpec): ColumnMatch {
  const clean = headers.map((h) => h.replace(/\s+/g, ''))
  const index: Record<string, number> = {}
  const missing: string[] = []
  for (const [name, aliases] of Object.entries(spec)) {
    const at = clean.findIndex((h) => aliases.includes(h))
    if (at < 0) missing.push(name)
    else index[name] = at
  }
  return missing.length ? { ok: false, missing } : { ok: true, index }
}

/** The message an operator sees for a file with the wrong columns (Chinese, names the column). */
export function missingColumnsMessage(file: string, kind: Kind, missing: readonly string[]): string {
  return `文件 ${file} 不是${KIND_LABEL[kind]}表：缺少列「${missing.join('」「')}」`
}

export const KIND_LABEL: Record<Kind, string> = { toudang: '投档线', rank: '一分一段', plan: '招生计划' }

/** Guesses the kind of a file from its headers: the spec it matches, else the one it misses least. */
export function detectKind(headers: readonly string[]): { kind: Kind; match: ColumnMatch } {
  let best: { kind: Kind; match: ColumnMatch } | null = null
  for (const kind of ['plan', 'toudang', 'rank'] as Kind[]) {
    const match = matchColumns(headers, COLUMNS[kind])
    if (match.ok) return { kind, match }
    if (!best || (best.match.ok === false && match.missing.length < best.match.missing.length)) best = { kind, match }
  }
  return best as { kind: Kind; match: ColumnMatch }
}
