import type { Kysely } from 'kysely'
import { ListPrefs } from '@/ports/api/aiMsg'
import type { AiTargetRepo, StoredAiTarget } from '../../ports/AiTargetRepo'
import type { Database } from './schema'

export class KyselyAiTargetRepo implements AiTargetRepo {
  constructor(private readonly db: Kysely<Database>) {}

  async get(userId: number): Promise<StoredAiTarget | null> {
    const r = await this.db.selectFrom('ai_targets').selectAll().where('user_id', '=', userId).executeTakeFirst()
    if (!r) return null
    return {
      major: r.major,
      jsonList: r.json_list,
      province: r.province,
      maxTuition: r.max_tuition === null ? null : Number(r.max_tuition),
      excludeSinoForeign: Number(r.exclude_sino_foreign) === 1,
      prefs: readPrefs(r.prefs),
      updatedAt: Number(r.updated_at),
    }
  }

  async save(userId: number, t: StoredAiTarget): Promise<void> {
    const values = {
      major: t.major,
      json_list: t.jsonList,
      province: t.province,
      max_tuition: t.maxTuition,
      exclude_sino_foreign: t.excludeSinoForeign ? 1 : 0,
      prefs: t.prefs ? JSON.stringify(t.prefs) : null,
      updated_at: t.updatedAt,
    }
    await this.db
      .insertInto('ai_targets')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute()
  }

  async remove(userId: number): Promise<void> {
    await this.db.deleteFrom('ai_targets').where('user_id', '=', userId).execute()
  }
}

/** Stored JSON through the contract's schema: a row written by an older version still reads (defaults fill gaps). */
function readPrefs(text: string | null): ListPrefs | null {
  if (!text) return null
  try {
    const parsed = ListPrefs.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
