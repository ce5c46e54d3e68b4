import type { HttpApi } from '@/ports/HttpApi'
import { sanyiAddMine, sanyiDeleteMine, sanyiEditMine, sanyiMine, sanyiReorderMine, type SanyiChoice } from '@/ports/api/sanyi'
import { attempt, fail, type Result } from '../result'

/** 我的意向志愿, in the student's order. */
export async function loadSanyiChoices(deps: { api: HttpApi }): Promise<Result<SanyiChoice[]>> {
  return attempt(() => deps.api.call(sanyiMine, {}))
}

export async function addSanyiChoice(deps: { api: HttpApi }, item: { school: string; major: string | null; note?: string }): Promise<Result<SanyiChoice>> {
  return attempt(() => deps.api.call(sanyiAddMine, { school: item.school, major: item.major, note: item.note ?? '' }))
}

export async function editSanyiChoice(deps: { api: HttpApi }, id: number, note: string): Promise<Result<null>> {
  return attempt(() => deps.api.call(sanyiEditMine, { id, note }))
}

export async function deleteSanyiChoice(deps: { api: HttpApi }, id: number): Promise<Result<null>> {
  return attempt(() => deps.api.call(sanyiDeleteMine, { id }))
}

/** Moves one item a place up (-1) or down (+1); the list's ends stay put. Answers the new order of ids. */
export async function moveSanyiChoice(deps: { api: HttpApi }, ids: readonly number[], id: number, step: -1 | 1): Promise<Result<number[]>> {
  const from = ids.indexOf(id)
  const to = from + step
  if (from < 0 || to < 0 || to >= ids.length) return fail('sanyi.cannotMove')
  const order = [...ids]
  order.splice(from, 1)
  order.splice(to, 0, id)
  const saved = await attempt(() => deps.api.call(sanyiReorderMine, { ids: order }))
  return saved.ok ? { ok: true, value: order } : saved
}
