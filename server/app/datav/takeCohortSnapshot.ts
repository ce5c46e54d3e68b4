import { beijingDay } from '@/core/domain/beijingDay'
import { cohortAggregate, majorBase, type CohortMember } from '@/core/domain/datav/cohortAggregate'
import type { CohortSnapshot } from '../../ports/ListSnapshotRepo'
import type { ServerDeps, UsesRepos, UsesVolunteer } from '../../ports/ServerDeps'
import { segmentOf } from './segmentOf'
import { summarizer } from './summaryOf'

export type SnapshotDeps = UsesRepos<'listSnapshots' | 'batches'> & UsesVolunteer<'model'> & Pick<ServerDeps, 'clock'>

/**
 * Reads every student's list, summarises each against today's model, aggregates the cohort (nothing about
 * fewer than MIN_GROUP students) and stores the figures as the day's snapshot with each student's own
 * summary for the day. The page calls it when the newest snapshot is over an hour old; an operator may
 * run it on a schedule (`npm run admin -- datav snapshot`).
 */
export async function takeCohortSnapshot(deps: SnapshotDeps): Promise<CohortSnapshot> {
  const store = deps.repos.listSnapshots
  const [lists, batches, cat] = await Promise.all([store.cohortLists(), deps.repos.batches.batches(), deps.volunteer.model.catalogue()])
  const summarize = summarizer(cat)
  const names = new Map<string, string>()
  const summaries = lists.map((l) => ({ userId: l.userId, summary: summarize({ rank: l.rank, segment: segmentOf(batches, l.batchId), planIds: l.planIds }) }))
  const members: CohortMember[] = lists.map((l, k) => {
    const schools = new Set<string>()
    const majors = new Set<string>()
    for (const id of l.planIds) {
      const c = cat?.byId.get(id)?.candidate
      if (!c) continue
      schools.add(c.schoolCode)
      names.set(c.schoolCode, c.schoolName)
      majors.add(majorBase(c.majorName))
    }
    return { rank: l.rank, summary: summaries[k].summary, schools: [...schools], majors: [...majors] }
  })
  const figures = cohortAggregate(members)
  const takenAt = deps.clock.now()
  const snapshot: CohortSnapshot = {
    day: beijingDay(takenAt),
    takenAt,
    figures: { ...figures, topSchools: figures.topSchools.map((s) => ({ ...s, name: names.get(s.code) ?? s.code })) },
  }
  await store.saveCohort(snapshot, summaries)
  return snapshot
}
