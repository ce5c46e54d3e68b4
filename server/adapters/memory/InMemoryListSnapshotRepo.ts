import type { CohortList, CohortSnapshot, ListDay, ListSnapshotRepo } from '../../ports/ListSnapshotRepo'
import type { StudentRepo } from '../../ports/StudentRepo'
import type { UserRepo } from '../../ports/UserRepo'
import type { VolunteerRepo } from '../../ports/VolunteerRepo'

/**
 * The history in memory. The cohort read walks the accounts through the other in-memory stores (their
 * ids run from 1 to the account count, as the in-memory user store numbers them).
 */
export class InMemoryListSnapshotRepo implements ListSnapshotRepo {
  private readonly cohort = new Map<string, CohortSnapshot>()
  private readonly days = new Map<number, Map<string, ListDay>>()

  constructor(private readonly stores: { users: UserRepo; students: StudentRepo; lists: VolunteerRepo }) {}

  async cohortLists(): Promise<CohortList[]> {
    const out: CohortList[] = []
    const count = await this.stores.users.count()
    for (let userId = 1; userId <= count; userId++) {
      const entries = await this.stores.lists.list(userId)
      if (entries.length === 0) continue
      const student = await this.stores.students.byUserId(userId)
      out.push({ userId, rank: student?.rankZs ?? null, batchId: student?.batchId ?? null, planIds: entries.map((e) => e.planId) })
    }
    return out
  }

  async latestCohort(): Promise<CohortSnapshot | null> {
    const all = await this.cohortDays()
    return all.length ? all.reduce((a, b) => (b.takenAt >= a.takenAt ? b : a)) : null
  }

  async cohortDays(): Promise<CohortSnapshot[]> {
    return [...this.cohort.values()].sort((a, b) => a.day.localeCompare(b.day)).map((s) => structuredClone(s))
  }

  async saveCohort(snapshot: CohortSnapshot, lists: ReadonlyArray<{ userId: number; summary: ListDay['summary'] }>): Promise<void> {
    const before = this.cohort.get(snapshot.day)
    if (!before || before.takenAt <= snapshot.takenAt) this.cohort.set(snapshot.day, structuredClone(snapshot))
    for (const l of lists) await this.saveListDay(l.userId, { day: snapshot.day, takenAt: snapshot.takenAt, summary: l.summary })
  }

  async saveListDay(userId: number, day: ListDay): Promise<void> {
    const mine = this.days.get(userId) ?? new Map<string, ListDay>()
    const before = mine.get(day.day)
    // A later reading of the same day wins; an older one (a slow snapshot finishing late) does not overwrite it.
    if (!before || before.takenAt <= day.takenAt) mine.set(day.day, structuredClone(day))
    this.days.set(userId, mine)
  }

  async listDays(userId: number): Promise<ListDay[]> {
    return [...(this.days.get(userId)?.values() ?? [])].sort((a, b) => a.day.localeCompare(b.day)).map((d) => structuredClone(d))
  }
}
