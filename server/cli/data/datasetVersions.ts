import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ImportSummary } from './describeImport'

/**
 * The imported datasets of a server, under its DATA_DIR:
 *
 *   DATA_DIR/dataset/versions/<id>/   one complete dataset each (the files of data/, plus version.json and
 *                                     imports/, the official files it was made from); never changed once there
 *   DATA_DIR/dataset/current          the id served, or `shipped` (the release's data/); replaced by rename
 *
 * A reader takes the id from `current` and reads that folder, so it sees one whole version, old or new,
 * whatever an import does meanwhile.
 */
export const SHIPPED = 'shipped'

export interface VersionRecord {
  /** `<UTC time>-<dataset version>`, e.g. 20270625-081500-3f2a9c0d1e2b4a5c: sorts by time, names the content. */
  id: string
  /** The dataset version (content hash) of manifest.json. */
  dataset: string
  /** What was served before this version (a version id or `shipped`): what data:rollback goes back to. */
  previous: string
  /** The dataset version of the release's data/ this version was built on (imports stack on a release). */
  shipped: string
  createdAt: string
  change: ImportSummary
}

export const datasetRoot = (dataDir: string): string => join(dataDir, 'dataset')
export const versionsDir = (dataDir: string): string => join(datasetRoot(dataDir), 'versions')
export const versionDir = (dataDir: string, id: string): string => join(versionsDir(dataDir), id)
export const pointerFile = (dataDir: string): string => join(datasetRoot(dataDir), 'current')
export const RECORD_FILE = 'version.json'

/** The id `current` names, `shipped` when there is none (nothing imported yet). */
export function readPointer(dataDir: string): string {
  const file = pointerFile(dataDir)
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || SHIPPED : SHIPPED
}

export function readVersionRecord(dataDir: string, id: string): VersionRecord | null {
  const file = join(versionDir(dataDir, id), RECORD_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VersionRecord) : null
}

/** Every complete version, oldest first (a folder being written has a name starting with a dot). */
export function listVersions(dataDir: string): VersionRecord[] {
  const dir = versionsDir(dataDir)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((id) => readVersionRecord(dataDir, id))
    .filter((r): r is VersionRecord => r !== null)
}
