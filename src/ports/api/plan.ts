import { z } from 'zod'
import { endpoint } from './endpoint'
import { Id, PageQuery, UserIdField } from './schemas'

const PlanQuery = PageQuery.extend({
  userId: UserIdField,
  isRecommend: z.coerce.number().int().optional(),
  isAi: z.coerce.number().int().optional(),
  province: z.string().max(200).optional(),
  school: z.string().max(64).optional(),
  major: z.string().max(64).optional(),
  band: z.string().max(8).optional(),
  tag: z.string().max(32).optional(),
  eligibleOnly: z.coerce.boolean().optional(),
})
const Page = z.object({ list: z.array(z.record(z.string(), z.unknown())), total: z.number().int() })
const opts = { issue: 5 }

export const planPage = endpoint('planPage', 'POST', '/api/gk/gk-plan-ok/page', PlanQuery, Page, opts)
export const planPage1 = endpoint('planPage1', 'POST', '/api/gk/gk-plan-ok/page1', PlanQuery, Page, opts)
export const planPage2 = endpoint('planPage2', 'GET', '/api/gk/gk-plan-ok/page2', PlanQuery, Page, opts)
export const planTest = endpoint('planTest', 'GET', '/api/gk/gk-plan-ok/test', z.object({ batchId: Id.optional(), userId: UserIdField }), z.unknown(), opts)
export const planProvinces = endpoint('planProvinces', 'GET', '/api/gk/gk-plan-ok/province', z.object({ userId: UserIdField }), z.array(z.string()), opts)
export const planSchools = endpoint('planSchools', 'GET', '/api/gk/gk-plan-ok/school', z.object({ userId: UserIdField, name: z.string().max(64).optional() }), z.array(z.unknown()), opts)
export const volunteerNum = endpoint('volunteerNum', 'GET', '/api/gk/gk-plan-ok/getVolunteerNum', z.object({ userId: UserIdField }), z.number().int(), opts)
export const volunteerCount = endpoint('volunteerCount', 'GET', '/api/gk/gk-plan-ok/getCount', z.object({ userId: UserIdField }), z.unknown(), opts)
export const volunteerDelete = endpoint('volunteerDelete', 'GET', '/api/gk/gk-plan-ok/del', z.object({ id: Id, userId: UserIdField }), z.null(), opts)
export const volunteerOrder = endpoint('volunteerOrder', 'GET', '/api/gk/gk-plan-ok/updateOrder', z.object({ id: Id, order: z.coerce.number().int().min(1).max(80), userId: UserIdField }), z.null(), opts)
export const volunteerSorted = endpoint('volunteerSorted', 'GET', '/api/gk/gk-plan-ok/getPageOk/sort', z.object({ userId: UserIdField }), z.array(z.record(z.string(), z.unknown())), opts)
export const planSchoolInfo = endpoint('planSchoolInfo', 'POST', '/api/gk/gk-plan-ok/schoolinfo', z.object({ schoolCode: z.string().max(8), userId: UserIdField }), z.unknown(), opts)
export const volunteerJoin = endpoint('volunteerJoin', 'POST', '/api/gk/gk-plan-ok/join', z.object({ planId: Id, userId: UserIdField }), z.null(), opts)
export const volunteerList = endpoint('volunteerList', 'POST', '/api/gk/gk-plan-ok/volunteer', z.object({ userId: UserIdField }), z.array(z.record(z.string(), z.unknown())), opts)
export const volunteerReorder = endpoint('volunteerReorder', 'POST', '/api/gk/gk-plan-ok/updateOrder1', z.object({ ids: z.array(Id).max(80), userId: UserIdField }), z.null(), opts)
export const joinAi = endpoint('joinAi', 'POST', '/api/gk/gk-plan-ok/join/ai', z.object({ userId: UserIdField }), z.unknown(), opts)
