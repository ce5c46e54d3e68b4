import { closeSync, cpSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { RECORD_FILE, datasetRoot, pointerFile, readPointer, versionDir, versionsDir, type VersionRecord } from './datasetVersions'

/** The steps of a publish, for a test that reads the dataset between each (nothing else uses them). */
export type PublishStep = 'version written' | 'version in place' | 'pointer swapped'

/** Flushes a file or folder to the disk, so a crash after the rename cannot leave a renamed but empty file. */
function flush(path: string): void {
  const fd = openSync(path, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

function flushTree(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) flushTree(path)
    else flush(path)
  }
  flush(dir)
}

/** `20270625-081500` (UTC) for version ids that sort by time. */
const stamp = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)

/** A fresh id for a version of `dataset` made at `at` (a suffix when the same second already has one). */
export function newVersionId(dataDir: string, dataset: string, at: Date): string {
  const base = `${stamp(at)}-${dataset}`
  let id = base
  for (let n = 2; existsSync(versionDir(dataDir, id)); n++) id = `${base}-${n}`
  return id
}

/** Replaces DATA_DIR/dataset/current by rename: a reader finds the old id or the new, never a part. */
export function writePointer(dataDir: string, id: string): void {
  const file = pointerFile(dataDir)
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, `${id}\n`)
  flush(temp)
  renameSync(temp, file)
  flush(datasetRoot(dataDir))
}

/**
 * Publishes a new version: `write` fills a hidden folder (invisible to readers) and answers its dataset
 * version; the folder is flushed, renamed into versions/<id> and only then named by `current`. The
 * previous version stays where it was, for data:rollback. Nothing is published (null) when the dataset
 * is the one served already. The caller holds the dataset lock; `expected` is the id it built on, checked
 * again here so a version made from a stale base is never swapped in.
 */
export function publishVersion(
  dataDir: string,
  expected: { id: string; dataset: string },
  write: (dir: string) => string,
  record: (id: string, dataset: string) => VersionRecord,
  at: Date,
  onStep?: (step: PublishStep) => void,
): VersionRecord | null {
  const now = readPointer(dataDir)
  if (now !== expected.id) throw new Error(`数据集在导入期间被改变（现在是 ${now}，导入基于 ${expected.id}），请重新运行`)
  mkdirSync(versionsDir(dataDir), { recursive: true })
  // Under the lock no other publish runs: a hidden folder left here is a killed import's, never read.
  for (const name of readdirSync(versionsDir(dataDir))) if (name.startsWith('.')) rmSync(join(versionsDir(dataDir), name), { recursive: true, force: true })
  const temp = join(versionsDir(dataDir), `.partial-${process.pid}`)
  try {
    const dataset = write(temp)
    if (dataset === expected.dataset) return null
    const id = newVersionId(dataDir, dataset, at)
    const full = record(id, dataset)
    writeFileSync(join(temp, RECORD_FILE), JSON.stringify(full, null, 2) + '\n')
    flushTree(temp)
    onStep?.('version written')
    renameSync(temp, versionDir(dataDir, id))
    flush(versionsDir(dataDir))
    onStep?.('version in place')
    writePointer(dataDir, id)
    onStep?.('pointer swapped')
    return full
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
}

/** Copies a dataset folder's kept official files (imports/) into a version being written. */
export function copyImports(from: string, to: string): void {
  const dir = join(from, 'imports')
  if (existsSync(dir)) cpSync(dir, join(to, 'imports'), { recursive: true })
}
