import type { CutoffPrediction } from '@/core/domain/admission/predictCutoff'
import type { ListCandidate } from '@/core/domain/admission/listTypes'
import type { ProgrammeHistory } from '@/core/domain/admission/history'
import { rankToZ } from '@/core/domain/admission/cohort'
import { PIT_KNOTS } from '@/core/domain/admission/recalibrate'

export const COHORT = 280000

/** A prediction centred on `centerRank` with the given logit scale (t, 4 df). */
export function aPrediction(centerRank: number, scale = 0.15, df = 4): CutoffPrediction {
  return {
    year: 2026,
    cohortSize: COHORT,
    mean: rankToZ(centerRank, COHORT),
    scale,
    df,
    pit: [...PIT_KNOTS],
    centerRank,
    interval: { level: 0.8, low: centerRank * 0.8, high: centerRank * 1.2 },
    source: 'own',
    used: [],
    borrowedFrom: [],
    note: '',
  }
}

export function aCandidate(id: string, centerRank: number, over: Partial<ListCandidate> = {}): ListCandidate {
  return {
    id,
    schoolCode: id.slice(0, 4).padStart(4, '0'),
    schoolName: `学校${id}`,
    majorCode: '001',
    majorName: '计算机类',
    rule: { mode: 'none', subjects: [] },
    province: '浙江',
    city: '杭州',
    plan: 30,
    tuition: 6000,
    sinoForeign: false,
    note: '',
    prediction: aPrediction(centerRank),
    ...over,
  }
}

export function aHistory(schoolCode: string, majorKey: string, rows: Array<[year: number, rank: number, plan?: number]>): ProgrammeHistory {
  return {
    key: `${schoolCode}|${majorKey}`,
    schoolCode,
    majorKey,
    majorName: majorKey,
    rows: rows.map(([year, rank, plan]) => ({ year, rank, score: null, plan: plan ?? 30, atLine: false })),
  }
}

/** Cohort sizes of a steady 280,000 students a year. */
export const STEADY = new Map([2020, 2021, 2022, 2023, 2024, 2025, 2026].map((y) => [y, COHORT]))
