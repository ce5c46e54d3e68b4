import { bandOf } from '@/core/domain/admission/admitProbability'
import { indexProbability } from '@/core/domain/admission/indexProbability'
import { restrictionsFor } from '@/core/domain/admission/restrictionsFor'
import type { StudentFacts } from '@/core/domain/admission/noteRules'
import { predictionBasis } from '@/core/domain/admission/predictionBasis'
import { annualCost } from '@/core/domain/admission/programmeCost'
import { studyAbroadForm } from '@/core/domain/admission/studyForm'
import { costNote } from './costNote'
import { isEligible } from '@/core/domain/subjectRequirement'
import type { PlanItem } from '@/ports/api/plan'
import { apiMessage, type Lang } from '@/ports/api/messages'
import type { PlanCatalogue, PlanEntry } from '../../ports/AdmissionModel'

/** The student as a plan row needs them: a rank (null before scores) and subjects; 二段 rows carry no probability. */
export interface PlanViewer {
  rank: number | null
  subjects: readonly string[]
  segment?: '一段' | '二段'
  /** The scores and sex the notes' rules are judged against (a 单科 minimum the student meets is not a warning). */
  facts?: StudentFacts
}

/** A plan entry as one student sees it: their probability (from the shared table), band and 选考 eligibility. */
export function planItem(e: PlanEntry, cat: PlanCatalogue, student: PlanViewer, lang: Lang): PlanItem {
  const c = e.candidate
  const p = c.prediction
  const i = cat.index.position.get(c.id)
  // The forecasts are of 一段 cutoffs: a 二段 student is shown none rather than a number about another segment.
  const second = student.segment === '二段'
  const probability = i !== undefined && student.rank !== null && !second ? indexProbability(cat.index, i, student.rank) : null
  const basis = second ? { code: 'secondSegment', params: {} } : predictionBasis(p)
  const cost = annualCost(c.tuition, c.note)
  return {
    planId: c.id,
    year: cat.year,
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
    studyAbroad: studyAbroadForm(c.majorName, c.note, c.sinoForeign),
    annualCost: cost.yuan,
    costNote: costNote(cost, lang),
    tags: e.tags,
    note: c.note,
    restrictions: restrictionsFor(c.note, student.facts).map((r) => apiMessage(`list.restriction.${r.code}`, lang, r.params)),
    history: e.history,
    prediction:
      p && !second
        ? {
            centerRank: Math.round(p.centerRank),
            low: Math.round(p.interval.low),
            high: Math.round(p.interval.high),
            level: p.interval.level,
            source: p.source,
            usedYears: p.used.map((u) => u.year),
            borrowedFrom: p.borrowedFrom,
          }
        : null,
    probability: probability === null ? null : Math.round(probability * 1000) / 1000,
    band: probability === null ? null : bandOf(probability),
    predictionNote: apiMessage(`list.basis.${basis.code}`, lang, basis.params),
  }
}
