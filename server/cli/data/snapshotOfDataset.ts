import type { ReferenceSnapshot } from '../../adapters/memory/InMemoryReferenceData'
import type { Dataset } from './datasetTypes'

/** The whole dataset as the in-memory reference adapter's snapshot (what the database would hold after loading it). */
export function snapshotOfDataset(ds: Omit<Dataset, 'sourceRows' | 'unmatched'>, version: string): ReferenceSnapshot {
  return {
    version,
    schools: ds.schools.map((s) => ({
      code: s.code,
      moeCode: s.moeCode || null,
      name: s.name,
      province: s.province || null,
      city: s.city || null,
      level: s.level || null,
      nature: s.nature || null,
      affiliation: s.affiliation || null,
      is985: s.is985,
      is211: s.is211,
      isC9: s.isC9,
      doubleFirst: s.doubleFirst || null,
      ruankeRank: s.ruankeRank,
      website: s.website || null,
      pinyin: s.pinyin,
      initials: s.initials,
      aliases: s.aliases,
    })),
    cutoffs: ds.toudang.map(({ schoolName: _, ...r }) => r),
    plans: ds.plans.map(({ year, schoolCode, majorCode, majorName, majorKey, plan, requirement, rule, tuition, length, city, sinoForeign, teacher, directed, medical, note }) => ({
      year,
      schoolCode,
      majorCode,
      majorName,
      majorKey,
      plan,
      requirement,
      rule,
      tuition,
      length,
      city,
      sinoForeign,
      teacher,
      directed,
      medical,
      note,
    })),
    majors: ds.majors.map(({ catalogs: _, ...m }) => m),
    rank: ds.rank.map(({ year, score, count, rank, atOrAbove }) => ({ year, score, count, rank, atOrAbove })),
    batchLines: ds.batchLines,
    regions: ds.regions,
  }
}
