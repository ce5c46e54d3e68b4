import type { Kysely } from 'kysely'
import { loadReferenceData } from '../../adapters/db/loadReferenceData'
import type { Database } from '../../adapters/db/schema'
import { SHIPPED } from './datasetVersions'
import type { ServedDataset } from './servedDataset'

export type ServedLoad = { loaded: boolean; version: string; kept: null } | { loaded: false; version: string; kept: { version: string; origin: string } }

/**
 * Puts the served dataset into the reference tables (when its version differs), at start-up and after an
 * import or rollback. One exception at start-up: a server serving the release's data/ leaves alone an
 * imported version the database holds. On PostgreSQL several servers share the tables but each has its
 * own DATA_DIR; one without the import loading data/ would silently undo an operator's import for all.
 * `operator: true` (data:import, data:rollback) always loads: it is the operator's choice.
 */
export async function loadServedDataset(db: Kysely<Database>, served: ServedDataset, opts: { operator?: boolean } = {}): Promise<ServedLoad> {
  if (!opts.operator && served.id === SHIPPED) {
    const meta = await db.selectFrom('ref_meta').select(['key', 'value']).where('key', 'in', ['version', 'origin']).execute()
    const version = meta.find((m) => m.key === 'version')?.value
    const origin = meta.find((m) => m.key === 'origin')?.value
    if (version && origin && origin !== SHIPPED && version !== served.version) return { loaded: false, version, kept: { version, origin } }
  }
  return { ...(await loadReferenceData(db, served.dir, { origin: served.id })), kept: null }
}

/** What start-up prints when it kept an import the database holds. */
export function keptImportNotice(kept: { version: string; origin: string }, served: ServedDataset): string {
  return [
    `注意: 数据库中是导入的数据集 ${kept.version}（版本 ${kept.origin}，由另一台服务器或另一个 DATA_DIR 导入），本机 DATA_DIR 中没有这个版本，本机使用随版本发布的 data/（${served.version}）。`,
    `  为了不覆盖导入，数据库中的数据集保持不变；参考数据（院校、投档线、一分一段）仍是导入的版本，本机的录取模型用发布的数据。`,
    `  请让所有服务器使用同一个 DATA_DIR/dataset，或在本机运行 npm run data:rollback -- --to shipped 改用发布的数据。`,
  ].join('\n')
}
