import { loadConfig } from '../../config'
import { migrateToLatest } from '../../adapters/db/migrate'
import { openDatabase } from '../../adapters/db/openDatabase'
import { loadServedDataset, type ServedLoad } from './loadServedDataset'
import type { ServedDataset } from './servedDataset'

/**
 * Loads the served dataset into the configured database (the one `npm start` uses: DATA_DIR/app.db or
 * DATABASE_URL), if its version changed. Running servers see the new version within 10 s.
 */
export async function loadIntoDatabase(served: ServedDataset, env: Record<string, string | undefined> = process.env): Promise<ServedLoad> {
  const loaded = loadConfig(env)
  if (!loaded.ok) throw new Error(loaded.problems.join('; '))
  const db = openDatabase(loaded.config.database)
  try {
    await migrateToLatest(db)
    return await loadServedDataset(db, served, { operator: true })
  } finally {
    await db.destroy()
  }
}
