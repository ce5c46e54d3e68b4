import type { HttpApi } from '@/ports/HttpApi'
import type { Navigator } from '@/ports/Navigator'
import type { AiListResult, FixAction } from '@/ports/api/plan'
import { paths } from '../navigation/routeTable'
import type { Result } from '../result'
import { unpaidFailure as fail, type PaidFailure } from './attemptPaid'
import { deleteVolunteer } from './deleteVolunteer'
import { regenerateAiList } from './generateAiList'
import { joinVolunteer } from './joinVolunteer'
import { loadVolunteers } from './loadVolunteers'
import { moved, reorderVolunteers } from './reorderVolunteers'

/** What a fix did: the list changed (reload it), it was rebuilt (here is the new one), or the profile opened. */
export type FixDone = { kind: 'changed' } | { kind: 'regenerated'; result: AiListResult } | { kind: 'navigated' }

/**
 * Performs a finding's one-click fix through the list's own use cases. The check names rows by 志愿序号 at
 * the time it ran; `checked` holds the row ids in that order, so a fix still hits the rows it was meant for
 * after other fixes have moved or removed rows. A row that is gone is 'vol.fix.gone'.
 */
export async function applyFix(
  deps: { api: HttpApi; navigator: Navigator },
  action: FixAction,
  checked: readonly number[],
): Promise<Result<FixDone, PaidFailure>> {
  if (action.kind === 'editProfile') {
    deps.navigator.go(paths.profile())
    return { ok: true, value: { kind: 'navigated' } }
  }
  if (action.kind === 'regenerate') {
    const res = await regenerateAiList(deps)
    return res.ok ? { ok: true, value: { kind: 'regenerated', result: res.value } } : res
  }
  const current = await loadVolunteers(deps)
  if (!current.ok) return current
  const ids = current.value.map((r) => r.id)
  const idAt = (row: number): number | undefined => checked[row - 1]
  const done = { ok: true as const, value: { kind: 'changed' as const } }

  if (action.kind === 'delete') {
    const targets = action.rows.map(idAt).filter((id): id is number => id !== undefined && ids.includes(id))
    if (targets.length === 0) return fail('vol.fix.gone')
    for (const id of targets) {
      const res = await deleteVolunteer(deps, id)
      if (!res.ok) return fail(res.error)
    }
    return done
  }

  if (action.kind === 'move') {
    const id = idAt(action.row)
    const from = id === undefined ? -1 : ids.indexOf(id)
    if (from < 0) return fail('vol.fix.gone')
    // The row that held the target position when the check ran marks the place, wherever it is now.
    const anchor = idAt(action.to)
    const at = anchor === undefined ? -1 : ids.indexOf(anchor)
    const to = at >= 0 ? at : Math.min(action.to - 1, ids.length - 1)
    const res = await reorderVolunteers(deps, moved(ids, from, to))
    return res.ok ? done : fail(res.error)
  }

  // add: join each programme (they land at the end), then move them before the anchor row when one is given.
  // A programme the server refuses (already in the list, list full) is skipped; the others still go in.
  const added: number[] = []
  let refused: string | null = null
  for (const planId of action.planIds) {
    const res = await joinVolunteer(deps, planId)
    if (res.ok) added.push(res.value.id)
    else refused ??= res.error
  }
  if (added.length === 0) return fail(refused ?? 'vol.fix.gone')
  const anchor = action.before === null ? undefined : idAt(action.before)
  const at = anchor === undefined ? -1 : ids.indexOf(anchor)
  if (at < 0) return done
  const order = [...ids.slice(0, at), ...added, ...ids.slice(at)]
  const res = await reorderVolunteers(deps, order)
  return res.ok ? done : fail(res.error)
}
