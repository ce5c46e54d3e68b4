import type { Dataset } from './datasetTypes'
import type { Unmatched } from './datasetTypes'

const pct = (a: number, b: number) => (b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`)

/** A plain-text data-quality report: rows per year, how many carry ranks, MOE and cross-year match rates. */
export function coverageReport(ds: Omit<Dataset, 'sourceRows' | 'unmatched'>, version: string, unmatched: Unmatched[]): string {
  const out: string[] = [`数据集 ${version}`, '', '投档线 (一段)  年份   行数   有位次   学校有标识码   专业与上一年匹配']
  const moe = new Set(ds.schools.filter((s) => s.moeCode).map((s) => s.code))
  const years = [...new Set(ds.toudang.map((r) => r.year))].sort()
  const keysOf = (y: number) => new Set(ds.toudang.filter((r) => r.year === y).map((r) => `${r.schoolCode}|${r.majorKey}`))
  for (const y of years) {
    const rows = ds.toudang.filter((r) => r.year === y)
    const prev = keysOf(y - 1)
    const keys = keysOf(y)
    const matched = [...keys].filter((k) => prev.has(k)).length
    out.push(`              ${y} ${String(rows.length).padStart(6)}  ${pct(rows.filter((r) => r.minRank !== null).length, rows.length)}   ${pct(rows.filter((r) => moe.has(r.schoolCode)).length, rows.length)}        ${prev.size ? pct(matched, keys.size) : '   -  '}`)
  }
  out.push('', '招生计划       年份   行数   选考规则已解析  学费已解析  与同年(或最近)投档线匹配')
  const lastToudang = keysOf(years[years.length - 1] ?? 0)
  for (const y of [...new Set(ds.plans.map((r) => r.year))].sort()) {
    const rows = ds.plans.filter((r) => r.year === y)
    const same = keysOf(y)
    const against = same.size ? same : lastToudang
    out.push(`              ${y} ${String(rows.length).padStart(6)}  ${pct(rows.filter((r) => r.rule !== '').length, rows.length)}        ${pct(rows.filter((r) => r.tuition !== null).length, rows.length)}     ${pct(rows.filter((r) => against.has(`${r.schoolCode}|${r.majorKey}`)).length, rows.length)}`)
  }
  out.push('', '一分一段       年份   分数段  最高段          最低分 → 累计')
  for (const y of [...new Set(ds.rank.map((r) => r.year))].sort()) {
    const rows = ds.rank.filter((r) => r.year === y).sort((a, b) => b.score - a.score)
    const top = rows[0]
    const last = rows[rows.length - 1]
    out.push(`              ${y}   ${String(rows.length).padStart(4)}   ${top.atOrAbove ? '≥' : ''}${top.score} → ${top.rank}     ${last.score} → ${last.rank}`)
  }
  out.push('', `学校 ${ds.schools.length} 所，匹配教育部标识码 ${pct(moe.size, ds.schools.length)}；批次线 ${ds.batchLines.length} 条；专业目录 ${ds.majors.length} 个`)
  out.push('', '未匹配/不完整（详见 data/PROVENANCE.md）')
  for (const u of unmatched) out.push(`  ${u.table} ${u.year ?? ''} ${u.reason}: ${u.count}`)
  return out.join('\n')
}
