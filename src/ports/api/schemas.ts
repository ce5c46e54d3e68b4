import { z } from 'zod'
import { deferred } from './deferred'
import { numeric } from './wireValues'
import { PHONE_PATTERN } from './phone'

/** Shared wire shapes. Optional/nullable where a record is filled in stages. */

export const Id = deferred(() => numeric(z.number().int().positive()))
/** Most calls carry the caller's userId; the server refuses one that is not the caller's own. */
export const UserIdField = deferred(() => numeric(z.number().int().positive()).optional())
export const Phone = deferred(() => z.string().trim().regex(PHONE_PATTERN, 'login.phoneInvalid'))
export const ShortText = deferred(() => z.string().max(200, 'common.tooLong'))
export const PageQuery = deferred(() =>
  z.object({
    pageNum: numeric(z.number().int().min(1).max(100000)).default(1),
    pageSize: numeric(z.number().int().min(1).max(200)).default(10),
  }),
)
export const Empty = deferred(() => z.object({}).passthrough())

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() })
}

const score = deferred(() => z.number().nullable().optional())

export const UserBatchItem = deferred(() =>
  z.object({
    id: z.number().int(),
    allScore: z.number().nullable().optional(),
    artType: z.string().nullable().optional(),
    proScore: z.number().nullable().optional(),
  }),
)

export const Student = deferred(() =>
  z.object({
    id: z.number().int().optional(),
    userId: z.number().int().optional(),
    total: score,
    otherScore: score,
    proScore: score,
    /** '1' when scores have been entered. */
    rank: z.string().nullable().optional(),
    /** The cumulative rank (位次) computed from the 一分一段 table. */
    rankZs: z.number().int().nullable().optional(),
    /** '1' when the profile is complete. */
    isFill: z.string().nullable().optional(),
    /** 1 ordinary, 2 art, 0 none, anything else sport. */
    studentType: z.number().int().nullable().optional(),
    artTypeName: z.string().nullable().optional(),
    addScoreType: z.number().int().nullable().optional(),
    nationalPolicyScore: score,
    provincePolicyScore: score,
    subject: z.string().nullable().optional(),
    sex: z.string().nullable().optional(),
    name: z.string().nullable().optional(),
    province: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    district: z.string().nullable().optional(),
    zone: z.string().nullable().optional(),
    highSchool: z.string().nullable().optional(),
    targetProvince: z.array(z.string()).nullable().optional(),
    userBatch: z.array(UserBatchItem).nullable().optional(),
    batchId: z.number().int().nullable().optional(),
    batchName: z.string().nullable().optional(),
    subjectScore: score,
    zhScore: score,
    chinese: score,
    math: score,
    english: score,
    physics: score,
    chemistry: score,
    biology: score,
    technology: score,
    history: score,
    politics: score,
    geography: score,
  }),
)
export type Student = z.infer<typeof Student>

export const Batch = deferred(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** 0 = disabled, unselectable. */
    status: z.number().int(),
    line: z.number().nullable().optional(),
    year: z.number().int().nullable().optional(),
    artType: z.string().nullable().optional(),
  }),
)

export const LoginUser = deferred(() =>
  z.object({
    id: z.number().int(),
    phone: z.string(),
    nickName: z.string().nullable().optional(),
    avatar: z.string().nullable().optional(),
    roles: z.array(z.string()),
    gkUserStudent: Student.nullable(),
    isSuperVip: z.number().int(),
    isBaseVip: z.number().int(),
    volunteerVerify: z.number().int(),
    isThreeOne: z.number().int(),
    majorSelectTest: z.number().int(),
    isSelectOne: z.number().int(),
    /** Subject rule version. */
    rule: z.string().nullable().optional(),
    /** Comma-separated subject keys. */
    subject: z.string().nullable().optional(),
    threeOn: z.number().int().nullable().optional(),
    gkBatchDto: Batch.nullable().optional(),
    inviteCode: z.string().nullable().optional(),
  }),
)
export type LoginUser = z.infer<typeof LoginUser>

export const MenuNode: z.ZodType<MenuNodeShape> = deferred(() =>
  z.lazy(() =>
    z.object({
      menuId: z.number().int(),
      parentId: z.number().int(),
      title: z.string(),
      icon: z.string().nullable(),
      hide: z.number().int(),
      path: z.string(),
      component: z.string().nullable(),
      redirect: z.string().nullable(),
      sortNumber: z.number().int(),
      /** 0 = menu, 1 = button/authority. */
      menuType: z.number().int(),
      authority: z.string().nullable().optional(),
      meta: z.record(z.string(), z.unknown()).nullable(),
      children: z.array(MenuNode).optional(),
    }),
  ),
)
export interface MenuNodeShape {
  menuId: number
  parentId: number
  title: string
  icon: string | null
  hide: number
  path: string
  component: string | null
  redirect: string | null
  sortNumber: number
  menuType: number
  authority?: string | null
  meta: Record<string, unknown> | null
  children?: MenuNodeShape[]
}

export const SystemSetting = deferred(() => z.object({ fieldName: z.string(), fieldValue: z.string().nullable() }))
export type SystemSetting = z.infer<typeof SystemSetting>
