import { join } from 'node:path'
import { rankOfScore } from '../../../src/core/domain/scoreRank'
import { parsePlan, parseRank, parseToudang } from './parseOfficial'
import { readRankJson, readReference } from './readReference'
import { readTable } from './readTable'
import { BATCH_LINES, SOURCES } from './sources'
import { buildSchools } from './buildSchools'
import { importedFiles, mergeImport, parseImport } from './importOfficial'
import type { Kind } from './columns'
import type { Dataset, PlanRow, RankRow, ToudangRow, Unmatched } from './datasetTypes'
import { groupBy } from '../../adapters/memory/groupBy'


const EXAMPLES = 12

/** Builds the dataset from the raw tables, then applies files kept by earlier `data:import` runs. */
export function buildDataset(raw: string, dataDir?: string): Dataset {
  const ref = readReference(raw)
  const toudang: ToudangRow[] = []
  const rank: RankRow[] = []
  const plans: PlanRow[] = []
  const unmatched: Unmatched[] = []
  const sourceRows: Dataset['sourceRows'] = []
  const note = (table: string, year: number | null, reason: string, items: string[]) => {
    if (items.length) unmatched.push({ table, year, reason, count: items.length, examples: [...new Set(items)].slice(0, EXAMPLES) })
  }
  const planKeys = new Set<string>()

  for (const src of SOURCES) {
    const file = join(raw, src.path)
    if (src.kind === 'toudang') {
      const t = readTable(file, undefined, { legacyXls: true })
      const { rows, rejected } = parseToudang(t, src.year)
      toudang.push(...rows)
      sourceRows.push({ kind: src.kind, year: src.year, path: src.path, label: src.label, rows: t.rows.length, kept: rows.length })
      note('toudang', src.year, 'rejected: 院校代号 not 4 digits', rejected.map((r) => `line ${r.line}: ${r.text}`))
    } else if (src.kind === 'rank') {
      const t = readRankJson(file)
      const rows = parseRank(t, src.year)
      rank.push(...rows)
      sourceRows.push({ kind: src.kind, year: src.year, path: src.path, label: src.label, rows: t.rows.length, kept: rows.length })
      const bad: string[] = []
      for (let i = 1; i < rows.length; i++) if (rows[i].rank !== rows[i - 1].rank + rows[i].count) bad.push(`score ${rows[i].score}: rank ${rows[i].rank} ≠ ${rows[i - 1].rank} + ${rows[i].count}`)
      note('rank', src.year, 'cumulative rank inconsistent with counts (kept as published)', bad)
    } else {
      const t = readTable(file, undefined, { legacyXls: true })
      const { rows, rejected } = parsePlan(t, src.year, src.path.split('/').pop() ?? src.path)
      // The two 2020 exports overlap (programmes open to both subject groups): keep the first copy.
      const fresh = rows.filter((r) => {
        const k = `${r.year}|${r.schoolCode}|${r.majorCode}`
        if (planKeys.has(k)) return false
        planKeys.add(k)
        return true
      })
      plans.push(...fresh)
      sourceRows.push({ kind: src.kind, year: src.year, path: src.path, label: src.label, rows: t.rows.length, kept: fresh.length })
      note('plan', src.year, 'rejected: 院校代号 not 4 digits', rejected.map((r) => `line ${r.line}: ${r.text}`))
    }
  }

  // Imports before the school join, so schools first seen in an imported file get their MOE facts.
  const merged: Dataset = { schools: [], toudang, rank, plans, majors: [], regions: [], batchLines: [], sourceRows, unmatched }
  for (const file of dataDir ? importedFiles(dataDir) : []) {
    const kind = /[\\/](toudang|rank|plan)-\d{4}\.[^\\/]+$/.exec(file)?.[1] as Kind
    mergeImport(merged, parseImport(file, { kind }))
  }
  return finish(ref, merged)
}

function finish(ref: ReturnType<typeof readReference>, merged: Dataset): Dataset {
  const { toudang, rank, plans, sourceRows, unmatched } = merged
  const note = (table: string, year: number | null, reason: string, items: string[]) => {
    if (items.length) unmatched.push({ table, year, reason, count: items.length, examples: [...new Set(items)].slice(0, EXAMPLES) })
  }
  const regions = ref.regions
  const schools = buildSchools(ref, toudang, plans, regions)
  const schoolBy = new Map(schools.map((s) => [s.code, s]))

  for (const [year, rows] of groupBy(toudang, (r) => String(r.year))) {
    const y = Number(year)
    note('toudang', y, 'school not in the MOE list (no 学校标识码; kept, province/city from the plan table)', rows.filter((r) => !schoolBy.get(r.schoolCode)?.moeCode).map((r) => `${r.schoolCode} ${r.schoolName}`))
    note('toudang', y, 'no rank published (位次 blank or 0; kept with min_rank empty)', rows.filter((r) => r.minRank === null).map((r) => `${r.schoolCode}-${r.majorCode} ${r.majorName} ${r.minScore}`))
    const dup = [...groupBy(rows, (r) => `${r.schoolCode}|${r.majorKey}`).values()].filter((g) => g.length > 1)
    note('toudang', y, 'same school + normalized major name twice in one year (kept, told apart by 专业代号)', dup.flat().map((r) => `${r.schoolCode}-${r.majorCode} ${r.majorName}`))
  }
  for (const [year, rows] of groupBy(plans, (r) => String(r.year))) {
    const y = Number(year)
    note('plan', y, 'school not in the MOE list (no 学校标识码)', rows.filter((r) => !schoolBy.get(r.schoolCode)?.moeCode).map((r) => `${r.schoolCode} ${r.schoolName}`))
    note('plan', y, '选考科目要求 wording not understood (rule left empty)', rows.filter((r) => r.rule === '').map((r) => `${r.schoolCode}-${r.majorCode} ${r.requirement}`))
    note('plan', y, '收费标准 not a number (tuition left empty, text kept)', rows.filter((r) => r.tuition === null).map((r) => `${r.schoolCode}-${r.majorCode} ${r.tuitionText}`))
    note('plan', y, '学制 not a number (length left empty, text kept)', rows.filter((r) => r.length === null).map((r) => `${r.schoolCode}-${r.majorCode} ${r.lengthText}`))
  }
  note('schools', null, 'Zhejiang 院校代号 with no MOE 学校标识码', schools.filter((s) => !s.moeCode).map((s) => `${s.code} ${s.name}`))
  note('schools', null, 'matched to the MOE parent school (branch campus)', schools.filter((s) => s.moeMatch === 'campus').map((s) => `${s.code} ${s.name} → ${s.moeName}`))

  const tables = groupBy(rank, (r) => String(r.year))
  const batchLines = BATCH_LINES.map((b) => {
    const t = tables.get(String(b.year))
    return { ...b, rank: t ? (rankOfScore(t, b.score)?.rank ?? null) : null }
  })
  sourceRows.push(...Object.entries(ref.counts).map(([path, rows]) => ({ kind: 'reference', year: null, path, label: path, rows, kept: rows })))
  return { schools, toudang, rank, plans, majors: ref.majors, regions, batchLines, sourceRows, unmatched }
}
