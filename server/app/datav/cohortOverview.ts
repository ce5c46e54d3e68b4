import { beijingDay } from '@/core/domain/beijingDay'
import { MIN_GROUP } from '@/core/domain/datav/suppressSmall'
import type { CohortOverview, MyListDay } from '@/ports/api/datav'
import type { ListDay } from '../../ports/ListSnapshotRepo'
import type { UsesRepos, UsesVolunteer } from '../../ports/ServerDeps'
import { ok, type Call, type Outcome } from '../shared/outcome'
import { segmentOf } from './segmentOf'
import { summarizer } from './summaryOf'
import { takeCohortSnapshot, type SnapshotDeps } from './takeCohortSnapshot'

/** The cohort figures are recomputed when the newest snapshot is older than this (reading every list is the costly part). */
export const SNAPSHOT_MAX_AGE_MS = 60 * 60 * 1000

export type CohortOverviewDeps = SnapshotDeps & UsesRepos<'students'> & UsesVolunteer<'lists'>

const myDay = (d: ListDay): MyListDay => ({ day: d.day, rows: d.summary.rows, ...d.summary.bands, slip: d.summary.slip, expectedRow: d.summary.expectedRow })

/**
 * The cohort's planning in aggregate (the newest snapshot, taken now when over an hour old) with each
 * day's figures, and for a signed-in student their own list over the days: today's point is their list
 * as it stands now, recorded as they open the page.
 */
export async function cohortOverview(deps: CohortOverviewDeps, _input: unknown, call: Call): Promise<Outcome<CohortOverview>> {
  const store = deps.repos.listSnapshots
  const now = deps.clock.now()
  const latest = await store.latestCohort()
  const current = latest && now - latest.takenAt <= SNAPSHOT_MAX_AGE_MS && latest.takenAt <= now ? latest : await takeCohortSnapshot(deps)
  const all = await store.cohortDays()
  const days = all.flatMap((s) =>
    s.figures.students === null
      ? []
      : [{ day: s.day, students: s.figures.students, medianRows: s.figures.medianRows, medianSlip: s.figures.medianSlip, atRisk: s.figures.atRisk }],
  )
  return ok({
    minGroup: MIN_GROUP,
    takenAt: current.takenAt,
    day: current.day,
    since: all[0]?.day ?? current.day,
    figures: current.figures,
    days,
    mine: call.userId === null ? null : await mine(deps, call.userId, now),
  })
}

/**
 * The caller's days, today's from their list as it is now. A student who never had a list records nothing;
 * one who emptied theirs records the empty day, so the history does not pretend the last list still stands.
 */
async function mine(deps: CohortOverviewDeps, userId: number, now: number): Promise<NonNullable<CohortOverview['mine']>> {
  const store = deps.repos.listSnapshots
  const [entries, student, batches, cat, before] = await Promise.all([
    deps.volunteer.lists.list(userId),
    deps.repos.students.byUserId(userId),
    deps.repos.batches.batches(),
    deps.volunteer.model.catalogue(),
    store.listDays(userId),
  ])
  const rank = student?.rankZs ?? null
  if (entries.length === 0 && before.length === 0) return { days: [], rank }
  const summary = summarizer(cat)({ rank, segment: segmentOf(batches, student?.batchId ?? null), planIds: entries.map((e) => e.planId) })
  await store.saveListDay(userId, { day: beijingDay(now), takenAt: now, summary })
  return { days: (await store.listDays(userId)).map(myDay), rank }
}
