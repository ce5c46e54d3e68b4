import type { ReferenceSnapshot } from '../memory/InMemoryReferenceData'
import type { AdmissionSource } from './buildPlanCatalogue'

/** The demo sample (data/sample.json) as the model's source; browser-safe. */
export function snapshotAdmissionSource(s: ReferenceSnapshot): AdmissionSource {
  return {
    version: s.version,
    cutoffs: s.cutoffs,
    rank: s.rank.map((r) => ({ year: r.year, score: r.score, rank: r.rank })),
    batchLines: s.batchLines,
    plans: s.plans.map((p) => ({ ...p, province: (p as { province?: string }).province ?? '', level: (p as { level?: string }).level ?? '本科' })),
    schools: s.schools.map((x) => ({
      code: x.code,
      name: x.name,
      province: x.province,
      nature: x.nature,
      is985: x.is985,
      is211: x.is211,
      isC9: x.isC9,
      doubleFirst: x.doubleFirst,
      ruankeRank: x.ruankeRank ?? null,
    })),
    majors: s.majors.map((m) => ({ code: m.code, name: m.name, classCode: m.classCode, className: m.className })),
  }
}
