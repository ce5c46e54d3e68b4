import type { AccessArea } from '@/core/domain/access'
import { MAX_VOLUNTEERS } from '@/core/domain/admission/listTypes'
import type { OutputOf, ParsedInputOf } from '@/ports/api/endpoint'
import type * as plan from '@/ports/api/plan'
import type { ServerDeps } from '../ports/ServerDeps'
import type { UserRecord } from '../ports/UserRepo'
import type { VolunteerDeps } from '../ports/VolunteerDeps'
import { callerOf, fail, ok, type Call, type Outcome } from './outcome'
import { requireAccess } from './volunteerAccess'
import type { Lang } from '@/ports/api/messages'
import { bandCounts, unknownRow, volunteerRows } from './volunteerRows'
import { volunteerStudent, wantsOfUser } from './volunteerStudent'

type Ctx = { v: VolunteerDeps; user: UserRecord; userId: number }

async function context(deps: ServerDeps, call: Call, area: AccessArea = 'list'): Promise<Outcome<Ctx>> {
  const v = deps.volunteer
  if (!v) return fail('common.notYet')
  const user = await requireAccess(deps, v, callerOf(call), area)
  return user.ok ? ok({ v, user: user.value, userId: user.value.id }) : user
}

/** The caller's list with today's predictions (no probabilities while the student has no rank or batch). */
export async function currentRows(deps: ServerDeps, c: Ctx, lang: Lang): Promise<OutputOf<typeof plan.volunteerList>> {
  const [entries, cat, student, wants] = await Promise.all([c.v.lists.list(c.userId), c.v.model.catalogue(), volunteerStudent(deps, c.user), wantsOfUser(c.v, c.userId)])
  if (!cat) return entries.map((e, k) => ({ ...unknownRow(e, lang), id: e.id, dataIndex: k + 1, fromAi: e.fromAi, reasons: [], reached: null, filed: null }))
  return volunteerRows(entries, cat, student.ok ? student.value : null, wants, lang)
}

/**
 * join: appends one programme by hand (the 尊享版 self-selection assistant, so super vip); refuses a
 * duplicate (naming its 志愿序号) and the 81st row. The AI result page edits its list through the 'list' calls.
 */
export async function joinVolunteer(deps: ServerDeps, input: ParsedInputOf<typeof plan.volunteerJoin>, call: Call): Promise<Outcome<OutputOf<typeof plan.volunteerJoin>>> {
  const c = await context(deps, call, 'premier')
  if (!c.ok) return c
  const cat = await c.value.v.model.catalogue()
  if (!cat?.byId.has(input.planId)) return fail('volunteer.unknownPlan')
  // The repository checks and appends in one step, so simultaneous joins cannot pass 80 or share a position.
  const added = await c.value.v.lists.add(c.value.userId, { planId: input.planId, year: cat.year, fromAi: false }, deps.clock.now(), { max: MAX_VOLUNTEERS })
  if (!added.ok) return added.reason === 'duplicate' ? fail('volunteer.duplicate', { index: added.position }) : fail('volunteer.full', { max: added.max })
  const rows = await currentRows(deps, c.value, call.lang)
  return ok(rows.find((r) => r.id === added.entry.id) ?? rows[rows.length - 1])
}

/** del: removes one of the caller's rows; the rest close up. */
export async function deleteVolunteer(deps: ServerDeps, input: ParsedInputOf<typeof plan.volunteerDelete>, call: Call): Promise<Outcome<null>> {
  const c = await context(deps, call)
  if (!c.ok) return c
  return (await c.value.v.lists.remove(c.value.userId, input.id)) ? ok(null) : fail('volunteer.notFound')
}

/** updateOrder: moves one row to position `order` (past the end means last). */
export async function moveVolunteer(deps: ServerDeps, input: ParsedInputOf<typeof plan.volunteerOrder>, call: Call): Promise<Outcome<null>> {
  const c = await context(deps, call)
  if (!c.ok) return c
  const ids = (await c.value.v.lists.list(c.value.userId)).map((e) => e.id)
  const from = ids.indexOf(input.id)
  if (from < 0) return fail('volunteer.notFound')
  ids.splice(from, 1)
  ids.splice(Math.min(input.order, ids.length + 1) - 1, 0, input.id)
  await c.value.v.lists.setOrder(c.value.userId, ids)
  return ok(null)
}

/** updateOrder1: the whole new order; must name exactly the caller's rows, each once. */
export async function reorderVolunteers(deps: ServerDeps, input: ParsedInputOf<typeof plan.volunteerReorder>, call: Call): Promise<Outcome<null>> {
  const c = await context(deps, call)
  if (!c.ok) return c
  const current = (await c.value.v.lists.list(c.value.userId)).map((e) => e.id)
  const same = input.ids.length === current.length && new Set(input.ids).size === current.length && input.ids.every((id) => current.includes(id))
  if (!same) return fail('volunteer.orderMismatch')
  await c.value.v.lists.setOrder(c.value.userId, input.ids)
  return ok(null)
}

export async function volunteerNum(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<number>> {
  const c = await context(deps, call)
  return c.ok ? ok((await c.value.v.lists.list(c.value.userId)).length) : c
}

export async function volunteerCount(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.volunteerCount>>> {
  const c = await context(deps, call)
  return c.ok ? ok(bandCounts(await currentRows(deps, c.value, call.lang))) : c
}

/** getPageOk/sort and volunteer: the list in order, dataIndex from 1, with predictions. */
export async function volunteerSorted(deps: ServerDeps, _input: unknown, call: Call): Promise<Outcome<OutputOf<typeof plan.volunteerList>>> {
  const c = await context(deps, call)
  return c.ok ? ok(await currentRows(deps, c.value, call.lang)) : c
}

export { context as volunteerContext }
