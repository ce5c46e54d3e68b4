const lastRuns = new WeakMap<object, Map<string, number>>()

/**
 * True at most once per `everyMs` for each (store, task), so housekeeping (pruning old rows) rides on ordinary
 * calls without a timer of its own and without running on every call. Per process: several processes each prune
 * now and then, which is harmless (a prune is idempotent).
 */
export function dueEvery(store: object, task: string, now: number, everyMs: number): boolean {
  let runs = lastRuns.get(store)
  if (!runs) lastRuns.set(store, (runs = new Map<string, number>()))
  const last = runs.get(task)
  if (last !== undefined && now - last < everyMs) return false
  runs.set(task, now)
  return true
}
