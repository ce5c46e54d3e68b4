import type { ScoreRatio } from '@/core/domain/compositeScore'
import type { ProfileForm } from '@/core/domain/profileForm'
import type { OrderRow } from '@/ports/api/pay'
import type { PlanItem, VolunteerRow } from '@/ports/api/plan'
import type { LoginUser } from '@/ports/api/schemas'
import { sessionUserOf, type SessionUser } from '@/core/session/sessionUser'

/** Test data with sensible defaults, one builder per shape; override what the test is about. */

/** A signed-in student (no record yet unless `gkUserStudent` is given). */
export function aLoginUser(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    id: 7,
    phone: '13800000000',
    nickName: null,
    roles: ['student'],
    gkUserStudent: null,
    isSuperVip: 0,
    isBaseVip: 0,
    volunteerVerify: 0,
    isThreeOne: 0,
    majorSelectTest: 0,
    isSelectOne: 0,
    ...overrides,
  }
}

/** The same student as the app holds them once signed in (the record under `student`). */
export function aSessionUser(overrides: Partial<LoginUser> = {}): SessionUser {
  return sessionUserOf(aLoginUser(overrides))
}

/** The art and sport 综合分 ratios the profile rules read. */
export const ratios: ScoreRatio[] = [
  { kind: 'art', type: '美术与设计类', cultureWeight: 0.5, proWeight: 0.5, proScale: 2.5, proMax: 300 },
  { kind: 'sport', type: '体育类', cultureWeight: 0.5, proWeight: 0.5, proScale: 7.5, proMax: 100 },
]

/** An ordinary (普通类) student's complete profile form: 物理 · 化学 · 生物 with a provincial bonus of 5. */
export function ordinaryForm(overrides: Partial<ProfileForm> = {}): ProfileForm {
  return {
    name: '张同学',
    province: '浙江',
    city: '杭州市',
    district: '西湖区',
    highSchool: '杭州高级中学',
    studentType: 1,
    subjects: ['physics', 'chemistry', 'biology'],
    scores: { chinese: 120, math: 130, english: 125, physics: 90, chemistry: 85, biology: 80, history: 70 },
    addScoreType: 2,
    policyScore: 5,
    ...overrides,
  }
}

/** A programme of the plan; `planId` ('院校代号|专业代号') says which. */
export function aPlanItem(planId: string, overrides: Partial<PlanItem> = {}): PlanItem {
  const [schoolCode, majorCode] = planId.split('|')
  return {
    planId,
    year: 2026,
    schoolCode,
    schoolName: `学校${schoolCode}`,
    majorCode,
    majorName: `专业${majorCode}`,
    province: '浙江',
    city: '杭州',
    plan: 10,
    tuition: 5000,
    length: 4,
    requirement: '物理',
    eligible: true,
    sinoForeign: false,
    studyAbroad: null,
    annualCost: 5000,
    costNote: '',
    tags: [],
    note: '',
    restrictions: [],
    history: [],
    prediction: null,
    probability: 0.5,
    band: 'wen',
    predictionNote: '',
    ...overrides,
  }
}

/** A row of the 志愿表; `id` and `planId` say which programme it is. */
export function aRow(id: number, dataIndex: number, overrides: Partial<VolunteerRow> = {}): VolunteerRow {
  const planId = `${String(1000 + id).slice(-4)}|${String(dataIndex).padStart(3, '0')}`
  return {
    ...aPlanItem(planId, { schoolName: `学校${id}`, majorName: `专业${id}` }),
    id,
    dataIndex,
    fromAi: true,
    reasons: [],
    reached: 1,
    filed: 0.1,
    ...overrides,
  }
}

/** The list as the server would answer it: rows in order with 志愿序号 from 1. */
export const rowsOf = (ids: readonly number[]) => ids.map((id, i) => aRow(id, i + 1))

/** A 尊享版 order of the sandbox, as the order endpoints answer it; override what the test is about. */
export function anOrderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    outTradeNo: 'T20260625000001',
    subject: '尊享版',
    totalAmount: 278,
    discountAmount: 0,
    couponCode: null,
    method: 'wx',
    status: 'pending',
    createTime: 0,
    timeExpire: 0,
    payTime: null,
    validUntil: null,
    sandbox: true,
    ...overrides,
  }
}
