/** What a year's 投档线 table is held against: the year's table already served, the year's plan, or last year's size. */
export type ToudangReference =
  { kind: 'served'; keys: readonly string[] } | { kind: 'plan'; keys: readonly string[] } | { kind: 'lastYear'; year: number; rows: number }

/** Programmes of the table served that a new file of the year may leave out (withdrawn or corrected ones): 1 %, at least 20. */
export const SERVED_SLACK = 0.01
/** Plan 本科 programmes a 投档线 may lack (2026: 208 of 16,371 had no 投档 row, 1.3 %). */
export const PLAN_SLACK = 0.02
/** A new year's table without a plan must hold at least this share of last year's rows. */
export const LAST_YEAR_SHARE = 0.9

const key = (r: { schoolCode: string; majorCode: string }) => `${r.schoolCode}-${r.majorCode}`

/**
 * Whether a 投档线 table is whole, not only well formed: it must hold the programmes the year's served table
 * holds (a file cut at a line boundary loses whole schools at its end), or those of the year's plan, or, for a new
 * year with neither, most of last year's count. The shortfall names the schools missing (院校代号, the first ten),
 * null when there is none.
 */
export function toudangShortfall(rows: ReadonlyArray<{ schoolCode: string; majorCode: string }>, ref: ToudangReference): string | null {
  if (ref.kind === 'lastYear')
    return rows.length >= Math.ceil(ref.rows * LAST_YEAR_SHARE)
      ? null
      : `只有 ${rows.length} 行，不到 ${ref.year} 年 ${ref.rows} 行的 ${Math.round(LAST_YEAR_SHARE * 100)}%（又没有当年的招生计划可比）`
  const held = new Set(rows.map(key))
  const missing = ref.keys.filter((k) => !held.has(k))
  const slack = ref.kind === 'served' ? Math.max(20, Math.ceil(ref.keys.length * SERVED_SLACK)) : Math.ceil(ref.keys.length * PLAN_SLACK)
  if (missing.length <= slack) return null
  const schools = [...new Set(missing.map((k) => k.split('-')[0]))]
  const share = `${((missing.length * 100) / ref.keys.length).toFixed(1)}%`
  const named = `${schools.slice(0, 10).join('、')}${schools.length > 10 ? ` 等 ${schools.length} 所` : ''}`
  return ref.kind === 'served'
    ? `比当前的同年表少 ${missing.length} 个专业（${share}），涉及院校 ${named}`
    : `当年招生计划的本科专业有 ${missing.length} 个不在表里（${share}），涉及院校 ${named}`
}
