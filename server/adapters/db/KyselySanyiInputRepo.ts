import type { Kysely } from 'kysely'
import { GradeCounts, type SanyiInputs } from '@/ports/api/sanyi'
import type { SanyiInputRepo } from '../../ports/SanyiRepo'
import type { Database } from './schema'

export class KyselySanyiInputRepo implements SanyiInputRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async get(userId: number): Promise<SanyiInputs | null> {
    const row = await this.db.selectFrom('sanyi_inputs').selectAll().where('user_id', '=', userId).executeTakeFirst()
    if (!row) return null
    const grades = GradeCounts.safeParse(JSON.parse(row.grades))
    if (!grades.success) return null
    return { grades: grades.data, testPercent: Number(row.test_percent), gaokao: row.gaokao === null ? null : Number(row.gaokao) }
  }

  async save(userId: number, inputs: SanyiInputs, at: number): Promise<void> {
    const values = { grades: JSON.stringify(inputs.grades), test_percent: inputs.testPercent, gaokao: inputs.gaokao, updated_at: at }
    await this.db
      .insertInto('sanyi_inputs')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute()
  }
}
