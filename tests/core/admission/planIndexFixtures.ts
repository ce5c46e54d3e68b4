import type { SubjectRule } from '@/core/domain/subjectRequirement'
import { buildPlanIndex, type PlanIndex } from '@/core/domain/admission/planIndex'
import type { CatalogueEntry } from '@/core/domain/admission/programmeMajors'
import { PIT_KNOTS } from '@/core/domain/admission/recalibrate'
import type { SchoolTier } from '@/core/domain/admission/schoolStanding'
import type { ListWants } from '@/core/domain/admission/listWants'
import { DEFAULT_WANTS } from '@/core/domain/admission/listWants'
import { aCandidate, aPrediction } from './admissionFixtures'

/** A programme of a made-up plan: everything but the id has a plain default. */
export interface FakeProgramme {
  id: string
  /** Median predicted cutoff rank; null = no prediction. */
  center: number | null
  scale?: number
  majorName?: string
  rule?: SubjectRule | null
  tier?: Exclude<SchoolTier, 'vocationalPublic' | 'vocationalPrivate'>
  undergraduate?: boolean
  province?: string
  city?: string
  tuition?: number | null
  sinoForeign?: boolean
  medical?: boolean
  teacher?: boolean
  directed?: boolean
  unfilledLastYear?: boolean
  lastRank?: number | null
  pastScore?: number | null
  note?: string
  ruanke?: number | null
  /** A branch campus (its own standing: no parent's tier or ranking). */
  branch?: boolean
  /** The prediction's own PIT map (the model's maps differ by predicted spread and for borrowed estimates). */
  pit?: number[]
  /** The prediction is borrowed from the school's other programmes (no history of its own). */
  borrowed?: boolean
}

/** A small catalogue: two 专业类 with their majors, and the foreign languages. */
export const CATALOGUE: CatalogueEntry[] = [
  { code: '080901', name: '计算机科学与技术', classCode: '0809', className: '计算机类' },
  { code: '080902', name: '软件工程', classCode: '0809', className: '计算机类' },
  { code: '080903', name: '网络工程', classCode: '0809', className: '计算机类' },
  { code: '100201', name: '临床医学', classCode: '1002', className: '临床医学类' },
  { code: '081001', name: '土木工程', classCode: '0810', className: '土木类' },
  { code: '050201', name: '英语', classCode: '0502', className: '外国语言文学类' },
  { code: '050202', name: '俄语', classCode: '0502', className: '外国语言文学类' },
]

const FACTS: Record<NonNullable<FakeProgramme['tier']>, { isC9: boolean; is985: boolean; is211: boolean; doubleFirst: boolean; nature: string }> = {
  c9: { isC9: true, is985: true, is211: true, doubleFirst: true, nature: 'public' },
  '985': { isC9: false, is985: true, is211: true, doubleFirst: true, nature: 'public' },
  '211': { isC9: false, is985: false, is211: true, doubleFirst: true, nature: 'public' },
  doubleFirst: { isC9: false, is985: false, is211: false, doubleFirst: true, nature: 'public' },
  public: { isC9: false, is985: false, is211: false, doubleFirst: false, nature: 'public' },
  private: { isC9: false, is985: false, is211: false, doubleFirst: false, nature: 'private' },
}

export function anIndex(programmes: readonly FakeProgramme[], model: { df?: number; rho?: number; pit?: number[] } = {}): PlanIndex {
  const df = model.df ?? 4
  const pit = model.pit ?? [...PIT_KNOTS]
  return buildPlanIndex({
    programmes: programmes.map((p) => {
      const prediction =
        p.center === null ? null : { ...aPrediction(p.center, p.scale ?? 0.15, df), pit: p.pit ?? pit, ...(p.borrowed ? { source: 'school' as const } : {}) }
      const candidate = aCandidate(p.id, p.center ?? 50000, {
        majorName: p.majorName ?? '土木工程',
        rule: p.rule === undefined ? { mode: 'none', subjects: [] } : p.rule,
        province: p.province ?? '浙江',
        city: p.city ?? '杭州',
        tuition: p.tuition === undefined ? 6000 : p.tuition,
        sinoForeign: p.sinoForeign ?? false,
        note: p.note ?? '',
        prediction,
      })
      return {
        candidate,
        majorKey: candidate.majorName,
        undergraduate: p.undergraduate ?? true,
        school: { ...FACTS[p.tier ?? 'public'], ruankeRank: p.ruanke ?? null, branch: p.branch ?? false },
        medical: p.medical ?? false,
        teacher: p.teacher ?? false,
        directed: p.directed ?? false,
        unfilledLastYear: p.unfilledLastYear ?? false,
        lastRank: p.lastRank ?? null,
        pastScore: p.pastScore ?? null,
      }
    }),
    catalogue: CATALOGUE,
    model: { df, rho: model.rho ?? 0.3 },
    planYear: 2026,
    forecastYear: 2027,
    firstCutoffYear: 2020,
    lastCutoffYear: 2026,
    planSubjects: ['物理', '化学', '生物'],
  })
}

export const wants = (over: Partial<ListWants> = {}): ListWants => ({ ...DEFAULT_WANTS, ...over })

export const PCB = ['物理', '化学', '生物']

/**
 * A plan of `n` programmes from hard to easy (cutoff ranks from `from` in steps of `step`), six per
 * school, tiers falling with the cutoff as in life.
 */
export function aLadder(n: number, from = 15000, step = 100): FakeProgramme[] {
  const tiers: NonNullable<FakeProgramme['tier']>[] = ['985', '211', 'doubleFirst', 'public', 'private']
  return Array.from({ length: n }, (_, i) => ({
    id: `${String(1000 + Math.floor(i / 6))}|${String(i).padStart(3, '0')}`,
    center: from + i * step,
    tier: tiers[Math.min(tiers.length - 1, Math.floor((i / n) * tiers.length))],
    ruanke: 30 + Math.floor(i / 6),
  }))
}
