import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Dataset } from './datasetTypes'
import type { ReferenceSnapshot } from '../../adapters/memory/InMemoryReferenceData'

/**
 * data/sample.json: a small real slice for demo mode in the browser: every school (facts only), the
 * last three years of cutoffs and the newest plan of 985 and Zhejiang undergraduate schools, all 一分一段
 * tables, the catalogue and batch lines. Three years give the demo model year-to-year moves to learn from
 * (one year would leave it on its prior).
 */
/** Years of cutoffs in the sample. */
export const SAMPLE_YEARS = 3

export function writeSample(dir: string, ds: Dataset, version: string): void {
  // Kept small for the browser bundle: the schools a demo user is likely to look up first.
  const lastCutoffYear = ds.toudang.reduce((m, r) => Math.max(m, r.year), 0)
  // Computed once: inside the filter below it made writing the dataset quadratic in the plan rows.
  const lastPlanYear = ds.plans.reduce((m, p) => Math.max(m, p.year), 0)
  const keep = new Set(ds.schools.filter((s) => s.is985 || (s.province === '浙江省' && s.level === '本科')).map((s) => s.code))
  const snap: ReferenceSnapshot = {
    version,
    schools: ds.schools.filter((s) => s.level !== '专科').map((s) => ({ code: s.code, moeCode: s.moeCode || null, name: s.name, province: s.province || null, city: s.city || null, level: s.level || null, nature: s.nature || null, affiliation: null, is985: s.is985, is211: s.is211, isC9: s.isC9, doubleFirst: s.doubleFirst || null, ruankeRank: s.ruankeRank, website: null, pinyin: s.pinyin, initials: s.initials, aliases: s.aliases.slice(1) })),
    cutoffs: ds.toudang.filter((r) => r.year > lastCutoffYear - SAMPLE_YEARS && keep.has(r.schoolCode)).map(({ schoolName: _, ...r }) => r),
    // The newest plan of the same schools, so demo mode can recommend and check (province/level for the plan pages;
    // requirement text dropped and notes cut to keep the browser bundle small: the parsed rule is kept).
    plans: ds.plans.filter((p) => p.year === lastPlanYear && keep.has(p.schoolCode)).map((p) => ({ year: p.year, schoolCode: p.schoolCode, majorCode: p.majorCode, majorName: p.majorName, majorKey: p.majorKey, plan: p.plan, requirement: '', rule: p.rule, tuition: p.tuition, length: p.length, city: p.city, sinoForeign: p.sinoForeign, teacher: p.teacher, directed: p.directed, medical: p.medical, note: p.note.slice(0, 80), province: p.province, level: p.level })),
    majors: ds.majors.map(({ catalogs: _, ...m }) => m),
    rank: ds.rank.map(({ year, score, count, rank, atOrAbove }) => ({ year, score, count, rank, atOrAbove })),
    batchLines: ds.batchLines,
    // The profile's city → district choices (all of China: a student may live outside Zhejiang).
    regions: ds.regions,
  }
  writeFileSync(join(dir, 'sample.json'), JSON.stringify(snap) + '\n')
}
