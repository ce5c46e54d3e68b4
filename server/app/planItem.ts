import { admitProbability, bandOf } from '@/core/domain/admission/admitProbability'
import { noteRestrictions } from '@/core/domain/admission/noteRestrictions'
import { isEligible } from '@/core/domain/subjectRequirement'
import type { PlanItem } from '@/ports/api/plan'
import type { PlanEntry } from '../ports/AdmissionModel'

/** A plan entry as one student sees it: their probability, band and 选考 eligibility. */
export function planItem(e: PlanEntry, student: { rank: number | null; subjects: readonly string[] }, year: number): PlanItem {
  const c = e.candidate
  const p = c.prediction
  const probability = p && student.rank !== null ? admitProbability(student.rank, p) : null
  return {
    planId: c.id,
    year,
    schoolCode: c.schoolCode,
    schoolName: c.schoolName,
    majorCode: c.majorCode,
    majorName: c.majorName,
    province: c.province,
    city: c.city,
    plan: c.plan,
    tuition: c.tuition,
    length: e.length,
    requirement: e.requirement,
    eligible: c.rule ? isEligible(c.rule, student.subjects) : null,
    sinoForeign: c.sinoForeign,
    tags: e.tags,
    note: c.note,
    restrictions: noteRestrictions(c.note).map((r) => r.message),
    history: e.history,
    prediction: p
      ? { centerRank: Math.round(p.centerRank), low: Math.round(p.interval.low), high: Math.round(p.interval.high), level: p.interval.level, source: p.source, usedYears: p.used.map((u) => u.year), borrowedFrom: p.borrowedFrom }
      : null,
    probability: probability === null ? null : Math.round(probability * 1000) / 1000,
    band: probability === null ? null : bandOf(probability),
    predictionNote: p ? p.note : e.noPredictionReason,
  }
}
