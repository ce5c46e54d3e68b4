import type { Kysely } from 'kysely'
import type { RefRegion } from '../../ports/ReferenceData'
import type { ReferenceSnapshot } from '../memory/InMemoryReferenceData'
import { cutoff, major, plan, school } from './KyselyReferenceData'
import type { Database } from './schema'

/**
 * The dataset version the database holds, read whole (one query per table, in one transaction so the
 * version and the rows agree), for the in-memory reference adapter. Null when no dataset is loaded.
 */
export async function readReferenceSnapshot(db: Kysely<Database>): Promise<ReferenceSnapshot | null> {
  return db.transaction().execute(async (tx) => {
    const version = (await tx.selectFrom('ref_meta').select('value').where('key', '=', 'version').executeTakeFirst())?.value
    if (version === undefined) return null
    const [schools, cutoffs, plans, majors, rank, batchLines, regions] = await Promise.all([
      tx.selectFrom('ref_schools').selectAll().execute(),
      tx.selectFrom('ref_toudang').selectAll().execute(),
      tx.selectFrom('ref_plans').selectAll().execute(),
      tx.selectFrom('ref_majors').selectAll().orderBy('code').execute(),
      tx.selectFrom('ref_score_rank').selectAll().execute(),
      tx.selectFrom('ref_batch_lines').selectAll().execute(),
      tx.selectFrom('ref_regions').select(['code', 'name', 'parent', 'level']).execute(),
    ])
    return {
      version,
      schools: schools.map((r) => ({ ...school(r), aliases: r.aliases ? r.aliases.split('|') : [] })),
      cutoffs: cutoffs.map(cutoff),
      plans: plans.map(plan),
      majors: majors.map(major),
      rank: rank.map((r) => ({ year: r.year, score: r.score, count: r.count, rank: r.rank, atOrAbove: r.at_or_above === 1 })),
      batchLines: batchLines.map((l) => ({ year: l.year, batch: l.batch, score: l.score, rank: l.rank })),
      regions: regions as RefRegion[],
    }
  })
}
