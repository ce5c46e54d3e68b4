import { loadConfig } from '../../config'
import { migrateToLatest } from '../../adapters/db/migrate'
import { openDatabase } from '../../adapters/db/openDatabase'
import { loadReferenceData } from '../../adapters/db/loadReferenceData'

/** Loads the dataset in `dataDir` into the configured database (the one `npm start` uses), if its version changed. */
export async function loadIntoDatabase(dataDir: string): Promise<{ loaded: boolean; version: string }> {
  const loaded = loadConfig()
  if (!loaded.ok) throw new Error(loaded.problems.join('; '))
  const db = openDatabase(loaded.config.database)
  try {
    await migrateToLatest(db)
    return await loadReferenceData(db, dataDir)
  } finally {
    await db.destroy()
  }
}
