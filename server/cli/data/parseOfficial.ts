import { normalizeMajorName } from '../../../src/core/domain/majorName'
import { formatSubjectRule, parseSubjectRequirement } from '../../../src/core/domain/subjectRequirement'
import { parseLength, parseTuition, programmeFlags } from '../../../src/core/domain/programmeFlags'
import { COLUMNS, matchColumns, missingColumnsMessage, type Kind } from './columns'
import type { RawTable } from './readTable'
import type { PlanRow, RankRow, ToudangRow } from './datasetTypes'

/** Thrown for a file whose columns do not match its kind; the message names the missing column. */
export class ColumnMismatchError extends Error {
  constructor(
    readonly file: string,
    readonly kind: Kind,
    readonly missing: string[],
  ) {
    super(missingColumnsMessage(file, kind, missing))
  }
}

function indexFor(table: RawTable, kind: Kind): Record<string, number> {
  const m = matchColumns(table.headers, COLUMNS[kind])
  if (!m.ok) throw new ColumnMismatchError(table.file, kind, m.missing)
  return m.index
}

const int = (s: string): number | null => (/^-?\d+(\.0+)?$/.test(s.replace(/,/g, '')) ? Number(s.replace(/,/g, '')) : null)
const pad = (s: string, n: number): string => (/^\d+$/.test(s) ? s.padStart(n, '0') : s)

export interface Rejected {
  line: number
  reason: string
  text: string
}

export function parseToudang(table: RawTable, year: number): { rows: ToudangRow[]; rejected: Rejected[] } {
  const ix = indexFor(table, 'toudang')
  const rows: ToudangRow[] = []
  const rejected: Rejected[] = []
  table.rows.forEach((r, i) => {
    const get = (k: string) => r[ix[k]] ?? ''
    const schoolCode = pad(get('学校代号').replace(/\.0+$/, ''), 4)
    if (!/^\d{4}$/.test(schoolCode)) {
      rejected.push({ line: i + 2, reason: '院校代号不是4位数字', text: r.join(',') })
      return
    }
    const rank = int(get('位次').replace(/\.0+$/, ''))
    rows.push({
      year,
      schoolCode,
      majorCode: pad(get('专业代号').replace(/\.0+$/, ''), 3),
      schoolName: get('学校名称'),
      majorName: get('专业名称'),
      majorKey: normalizeMajorName(get('专业名称')),
      plan: int(get('计划数')),
      minScore: int(get('分数线')),
      // The 2020 table writes 0 and the 2023 table leaves it blank where no rank was published.
      minRank: rank && rank > 0 ? rank : null,
    })
  })
  return { rows, rejected }
}

export function parseRank(table: RawTable, year: number): RankRow[] {
  const ix = indexFor(table, 'rank')
  const rows: RankRow[] = []
  for (const r of table.rows) {
    const scoreText = r[ix['分数']] ?? ''
    const score = int(scoreText.replace(/(分)?(及)?以上$/, '').replace(/^≥/, ''))
    const count = int(r[ix['人数']] ?? '')
    const rank = int(r[ix['累计人数']] ?? '')
    if (score === null || count === null || rank === null) continue
    rows.push({ year, score, count, rank, atOrAbove: /以上|≥/.test(scoreText) })
  }
  return withTopBucket(rows)
}

/**
 * The authority's first row is the top score listed on its own, with everyone above folded into it;
 * when cumulative − count > 0 those students form a "≥ score+1" bucket, made explicit here.
 */
export function withTopBucket(rows: RankRow[]): RankRow[] {
  const sorted = [...rows].sort((a, b) => b.score - a.score)
  const top = sorted[0]
  if (top && !top.atOrAbove && top.rank - top.count > 0) {
    const above = top.rank - top.count
    sorted.unshift({ year: top.year, score: top.score + 1, count: above, rank: above, atOrAbove: true })
  }
  return sorted
}

export function parsePlan(table: RawTable, year: number, source: string): { rows: PlanRow[]; rejected: Rejected[] } {
  const ix = indexFor(table, 'plan')
  const rows: PlanRow[] = []
  const rejected: Rejected[] = []
  table.rows.forEach((r, i) => {
    const get = (k: string) => r[ix[k]] ?? ''
    const schoolCode = pad(get('院校代码'), 4)
    if (!/^\d{4}$/.test(schoolCode)) {
      rejected.push({ line: i + 2, reason: '院校代号不是4位数字', text: r.join(',') })
      return
    }
    const requirement = get('选考科目要求')
    const rule = parseSubjectRequirement(requirement, year)
    const note = get('备注')
    const flags = programmeFlags(get('专业名称'), note, get('院校名称'), get('学制'))
    rows.push({
      year,
      schoolCode,
      majorCode: pad(get('专业代码'), 3),
      schoolName: get('院校名称'),
      majorName: get('专业名称'),
      majorKey: normalizeMajorName(get('专业名称')),
      plan: int(get('计划数')),
      requirement,
      rule: rule ? formatSubjectRule(rule) : '',
      tuition: parseTuition(get('收费标准')),
      tuitionText: get('收费标准'),
      length: parseLength(get('学制')),
      lengthText: get('学制'),
      province: get('省'),
      city: get('城市'),
      level: get('本专科'),
      ...flags,
      note,
      source,
    })
  })
  return { rows, rejected }
}
