import { existsSync } from 'node:fs'
import { DATA_DIR } from './paths'
import { readManifest } from './readDataset'
import { SHIPPED, readPointer, readVersionRecord, versionDir } from './datasetVersions'

/** The dataset a server serves, and where it comes from. */
export interface ServedDataset {
  /** The folder to read (a version under DATA_DIR/dataset, or the release's data/). */
  dir: string
  /** Its dataset version (manifest.json). */
  version: string
  /** The version id under DATA_DIR/dataset/versions, or `shipped`. */
  id: string
  /** The dataset version of the release's data/. */
  shippedVersion: string
  /** The release's dataset version this one is built on (its own for `shipped`). */
  release: string
  /** An imported version built on another release's data/ than this one's. */
  olderRelease: boolean
  /** What start-up prints: what is served, and what to do when the release's data differs. */
  notice: string
}

/**
 * What to serve: DATA_DIR's current imported version when there is one, else the release's data/.
 *
 * A release whose data/ differs from the one an import was built on does not replace the import (a family
 * must never lose an operator's correction silently), and is not ignored silently either: the notice names
 * both versions and the two ways forward (re-apply the imports on the new release, or drop them).
 * A `current` naming a version that is not there is an error: serving data/ instead would drop the import.
 */
export function servedDataset(dataDir: string, shippedDir = DATA_DIR): ServedDataset {
  const shippedVersion = readManifest(shippedDir).version
  const id = readPointer(dataDir)
  if (id === SHIPPED)
    return { dir: shippedDir, version: shippedVersion, id, shippedVersion, release: shippedVersion, olderRelease: false, notice: `数据集: 使用随版本发布的 data/（版本 ${shippedVersion}）` }
  const record = readVersionRecord(dataDir, id)
  const dir = versionDir(dataDir, id)
  if (!record || !existsSync(dir))
    throw new Error(
      `数据集: ${dataDir}/dataset/current 指向的版本 ${id} 不存在。用 npm run data:rollback -- --list 查看保留的版本，再用 npm run data:rollback -- --to <版本> 或 --to shipped 选择一个。`,
    )
  const olderRelease = record.shipped !== shippedVersion
  const notice = olderRelease
    ? [
        `注意: 这次发布的 data/ 是数据集 ${shippedVersion}，而 DATA_DIR 中导入的版本 ${id}（数据集 ${record.dataset}）是在另一次发布的数据集 ${record.shipped} 上导入的。`,
        `  为了不丢失导入，继续使用导入的版本 ${record.dataset}；新发布的数据没有生效。`,
        `  采用新发布的数据并保留导入: npm run data:import -- --rebase（把导入过的文件重新导入到新发布的数据上，照常检查和比较）`,
        `  放弃导入、改用新发布的数据: npm run data:rollback -- --to shipped`,
      ].join('\n')
    : `数据集: 使用 DATA_DIR 中导入的版本 ${id}（数据集 ${record.dataset}，基于随版本发布的 ${shippedVersion}）`
  return { dir, version: record.dataset, id, shippedVersion, release: record.shipped, olderRelease, notice }
}
