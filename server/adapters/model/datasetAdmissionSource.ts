import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readDataset } from '../../cli/data/readDataset'
import { branchCampuses } from '@/core/domain/admission/branchCampus'
import type { AdmissionSource } from './buildPlanCatalogue'

/** The shipped dataset folder (data/) as the model's source: the same files the reference tables load from. */
export function datasetAdmissionSource(dir: string, keep?: (schoolCode: string) => boolean): AdmissionSource {
  const ds = readDataset(dir)
  const k = keep ?? (() => true)
  const manifest = join(dir, 'manifest.json')
  const branches = branchCampuses(ds.schools)
  const version = existsSync(manifest) ? ((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? null) : null
  return {
    version,
    cutoffs: ds.toudang.filter((r) => k(r.schoolCode)),
    rank: ds.rank,
    batchLines: ds.batchLines,
    plans: ds.plans.filter((p) => k(p.schoolCode)),
    schools: ds.schools.map((s) => ({
      code: s.code,
      name: s.name,
      province: s.province || null,
      nature: s.nature || null,
      is985: s.is985,
      is211: s.is211,
      isC9: s.isC9,
      doubleFirst: s.doubleFirst || null,
      ruankeRank: s.ruankeRank,
      branchOf: branches.get(s.name) ?? null,
    })),
    majors: ds.majors.map((m) => ({ code: m.code, name: m.name, classCode: m.classCode, className: m.className })),
  }
}
