import { z } from 'zod'
import { DEFAULT_AVOID, DEFAULT_MAX_SLIP_RISK, DEFAULT_REACH_ROWS, MAX_VOLUNTEERS, type AvoidableKind } from '@/ports/api/listPrefs'
import { DEFAULT_WANTS, type ListWants } from '@/core/domain/admission/listWants'
import type { CatalogueLookup } from '@/core/domain/admission/programmeMajors'
import type { ListStudent } from '@/core/domain/admission/studentView'
import { canonicalSubject } from '@/core/domain/subjectRequirement'

/** The names a family uses for the kinds it rules out (the form's words), as the engine's kinds. */
export const AVOID_NAMES: Record<string, AvoidableKind> = {
  医学: 'medical',
  师范: 'teacher',
  小语种: 'minorLanguage',
  定向: 'directed',
  中外合作: 'sinoForeign',
  民族班: 'minorityOnly',
}

const names = Object.keys(AVOID_NAMES) as [string, ...string[]]

/**
 * One student of `npm run list` (and of the list backtest): rank, 选考 subjects, segment and what the form
 * asks; fields left out take the form's defaults (80 rows, 24 冲, 滑档 ≤ 1 %). `majors` are 专业类 (4-digit) or 专业 (6-digit) catalogue
 * codes; `avoid` adds to the kinds ruled out by default (定向, 中外合作, 民族班), `allow` lifts those defaults.
 */
export const StudentSpec = z.object({
  id: z.union([z.string(), z.number()], { error: 'id 应为文字或数字' }).transform(String),
  rank: z.number({ error: '位次应为数字' }).int('位次应为整数').positive('位次应大于0'),
  subjects: z
    .array(z.string().refine((s) => canonicalSubject(s) !== null, '选考科目应为物理、化学、生物、技术、历史、政治、地理之一'))
    .length(3, '选考科目应为3门')
    .transform((s) => s.map((x) => canonicalSubject(x)!))
    .refine((s) => new Set(s).size === 3, '三门选考科目不能重复'),
  batch: z.enum(['一段', '二段'], { error: 'batch 应为“一段”或“二段”' }).default('一段'),
  priority: z.enum(['school', 'major'], { error: 'priority 应为 school（学校优先）或 major（专业优先）' }).default('school'),
  majors: z.array(z.string().regex(/^\d{4}(\d{2})?$/, '专业类代码为4位、专业代码为6位数字')).default([]),
  provinces: z.array(z.string().min(1, '省份不能为空')).default([]),
  /** true: only the wanted provinces are listed (只考虑); false: they come first in each part (优先). */
  onlyProvinces: z.boolean().default(false),
  avoid: z.array(z.enum(names, { error: `avoid 只能是 ${names.join('、')}` })).default([]),
  allow: z.array(z.enum(names, { error: `allow 只能是 ${names.join('、')}` })).default([]),
  rows: z.number().int().min(1, '志愿数至少1个').max(MAX_VOLUNTEERS, `志愿数最多${MAX_VOLUNTEERS}个`).default(MAX_VOLUNTEERS),
  reachRows: z.number().int().min(0).max(MAX_VOLUNTEERS).default(DEFAULT_REACH_ROWS),
  maxSlipRisk: z.number().gt(0, '滑档风险上限应在0到1之间').lt(1, '滑档风险上限应在0到1之间').default(DEFAULT_MAX_SLIP_RISK),
  /** 一段专科兜底 (the form's default on): false keeps a 一段 list to 本科 rows alone. */
  vocational: z.boolean({ error: 'vocational 应为 true 或 false' }).default(true),
})
export type StudentSpec = z.infer<typeof StudentSpec>

/** The engine's student and wants for a spec; wanted majors are named from the catalogue (unknown codes keep the code). */
export function specToList(spec: StudentSpec, catalogue: CatalogueLookup): { student: ListStudent; wants: ListWants } {
  const allowed = new Set(spec.allow.map((a) => AVOID_NAMES[a]))
  const avoid = [...new Set([...DEFAULT_AVOID.filter((k) => !allowed.has(k)), ...spec.avoid.map((a) => AVOID_NAMES[a])])]
  const targets = spec.majors.map((code) => {
    const entry = catalogue.byCode.get(code)
    const name = code.length === 4 ? ([...catalogue.byCode.values()].find((e) => e.classCode === code)?.className ?? code) : (entry?.name ?? code)
    return { name, num: spec.rows, code }
  })
  return {
    student: { rank: spec.rank, subjects: spec.subjects, segment: spec.batch },
    wants: {
      ...DEFAULT_WANTS,
      priority: spec.priority,
      targets,
      avoid,
      provinces: spec.provinces,
      placeOnly: spec.onlyProvinces,
      maxSlipRisk: spec.maxSlipRisk,
      rows: spec.rows,
      reachRows: spec.reachRows,
      vocational: spec.vocational,
    },
  }
}
