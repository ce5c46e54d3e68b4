import type { Kysely, Selectable } from 'kysely'
import { CohortFigures } from '@/ports/api/datav'
import type { ListSummary } from '@/core/domain/datav/memberSummary'
import type { CohortList, CohortSnapshot, ListDay, ListSnapshotRepo } from '../../ports/ListSnapshotRepo'
import type { Database, DatavCohortDaysTable, DatavListDaysTable } from './schema'

const snapshotOf = (row: Selectable<DatavCohortDaysTable>): CohortSnapshot => ({
  day: row.day,
  takenAt: Number(row.taken_at),
  figures: CohortFigures.parse(JSON.parse(row.figures)),
})

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

const dayOf = (row: Selectable<DatavListDaysTable>): ListDay => ({
  day: row.day,
  takenAt: Number(row.taken_at),
  summary: {
    rows: Number(row.rows),
    bands: { chong: Number(row.chong), wen: Number(row.wen), bao: Number(row.bao), no: Number(row.no_band), unknown: Number(row.unknown_band) },
    slip: num(row.slip),
    expectedRow: num(row.expected_row),
  },
})

const columnsOf = (s: ListSummary) => ({
  rows: s.rows,
  chong: s.bands.chong,
  wen: s.bands.wen,
  bao: s.bands.bao,
  no_band: s.bands.no,
  unknown_band: s.bands.unknown,
  slip: s.slip,
  expected_row: s.expectedRow,
})

export class KyselyListSnapshotRepo implements ListSnapshotRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async cohortLists(): Promise<CohortList[]> {
    const rows = await this.db
      .selectFrom('volunteer_entries as v')
      .leftJoin('students as s', 's.user_id', 'v.user_id')
      .select(['v.user_id', 'v.plan_id', 's.rank_zs', 's.batch_id'])
      .orderBy('v.user_id')
      .orderBy('v.position')
      .orderBy('v.id')
      .execute()
    const out: CohortList[] = []
    for (const r of rows) {
      const userId = Number(r.user_id)
      let last = out[out.length - 1]
      if (last?.userId !== userId) out.push((last = { userId, rank: num(r.rank_zs), batchId: num(r.batch_id), planIds: [] }))
      last.planIds.push(r.plan_id)
    }
    return out
  }

  async latestCohort(): Promise<CohortSnapshot | null> {
    const row = await this.db.selectFrom('datav_cohort_days').selectAll().orderBy('taken_at', 'desc').limit(1).executeTakeFirst()
    return row ? snapshotOf(row) : null
  }

  async cohortDays(): Promise<CohortSnapshot[]> {
    const rows = await this.db.selectFrom('datav_cohort_days').selectAll().orderBy('day').execute()
    return rows.map(snapshotOf)
  }

  async saveCohort(snapshot: CohortSnapshot, lists: ReadonlyArray<{ userId: number; summary: ListSummary }>): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('datav_cohort_days')
        .values({ day: snapshot.day, taken_at: snapshot.takenAt, figures: JSON.stringify(snapshot.figures) })
        // A later reading of the day wins; a slow snapshot finishing after a newer one does not overwrite it.
        .onConflict((c) =>
          c
            .column('day')
            .doUpdateSet((eb) => ({ taken_at: eb.ref('excluded.taken_at'), figures: eb.ref('excluded.figures') }))
            .where('datav_cohort_days.taken_at', '<=', snapshot.takenAt),
        )
        .execute()
      // In slices: one statement per 500 students keeps under SQLite's bound-parameter limit.
      for (let i = 0; i < lists.length; i += 500) {
        const values = lists.slice(i, i + 500).map((l) => ({ user_id: l.userId, day: snapshot.day, taken_at: snapshot.takenAt, ...columnsOf(l.summary) }))
        await tx
          .insertInto('datav_list_days')
          .values(values)
          .onConflict((c) =>
            c
              .columns(['user_id', 'day'])
              .doUpdateSet((eb) => ({
                taken_at: eb.ref('excluded.taken_at'),
                rows: eb.ref('excluded.rows'),
                chong: eb.ref('excluded.chong'),
                wen: eb.ref('excluded.wen'),
                bao: eb.ref('excluded.bao'),
                no_band: eb.ref('excluded.no_band'),
                unknown_band: eb.ref('excluded.unknown_band'),
                slip: eb.ref('excluded.slip'),
                expected_row: eb.ref('excluded.expected_row'),
              }))
              .where('datav_list_days.taken_at', '<=', snapshot.takenAt),
          )
          .execute()
      }
    })
  }

  async saveListDay(userId: number, day: ListDay): Promise<void> {
    const values = { user_id: userId, day: day.day, taken_at: day.takenAt, ...columnsOf(day.summary) }
    const { user_id: _u, day: _d, ...changes } = values
    await this.db
      .insertInto('datav_list_days')
      .values(values)
      .onConflict((c) => c.columns(['user_id', 'day']).doUpdateSet(changes).where('datav_list_days.taken_at', '<=', day.takenAt))
      .execute()
  }

  async listDays(userId: number): Promise<ListDay[]> {
    const rows = await this.db.selectFrom('datav_list_days').selectAll().where('user_id', '=', userId).orderBy('day').execute()
    return rows.map(dayOf)
  }
}
