import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Dataset } from './buildDataset'
import type { ReferenceSnapshot } from '../../adapters/memory/InMemoryReferenceData'

/**
 * data/sample.json: a small real slice for demo mode in the browser: every school (facts only), the
 * 2025 cutoffs of 985 and Zhejiang undergraduate schools, all 一分一段 tables, the catalogue and batch lines.
 */
export function writeSample(dir: string, ds: Dataset, version: string): void {
  // Kept small for the browser bundle: the schools a demo user is likely to look up first.
  const keep = new Set(ds.schools.filter((s) => s.is985 || (s.province === '浙江省' && s.level === '本科')).map((s) => s.code))
  const snap: ReferenceSnapshot = {
    version,
    schools: ds.schools.filter((s) => s.level !== '专科').map((s) => ({ code: s.code, moeCode: s.moeCode || null, name: s.name, province: s.province || null, city: s.city || null, level: s.level || null, nature: s.nature || null, affiliation: null, is985: s.is985, is211: s.is211, isC9: s.isC9, doubleFirst: s.doubleFirst || null, website: null, pinyin: s.pinyin, initials: s.initials, aliases: s.aliases.slice(1) })),
    cutoffs: ds.toudang.filter((r) => r.year === 2025 && keep.has(r.schoolCode)).map(({ schoolName: _, ...r }) => r),
    plans: [],
    majors: ds.majors.map(({ catalogs: _, ...m }) => m),
    rank: ds.rank.map(({ year, score, count, rank, atOrAbove }) => ({ year, score, count, rank, atOrAbove })),
    batchLines: ds.batchLines,
  }
  writeFileSync(join(dir, 'sample.json'), JSON.stringify(snap) + '\n')
}
