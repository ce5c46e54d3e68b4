import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { parseCsv } from './csv'
import { BATCH_LINE_TABLE, MAJORS, PLANS, RANK, REGIONS, SCHOOLS, TOUDANG, rowReader, type TableDef } from './datasetTables'
import type { Dataset } from './datasetTypes'
import type { Manifest } from './writeDataset'

/**
 * Tables read lately, by path, with the bytes they were read from. One process often reads the same files again
 * within seconds: a server start for the database load and then for the model, an import for the base and the
 * served version, a rollback for its comparison. Comparing the file's bytes with those kept (a memcmp of at most a
 * few MB) costs far less than unzipping and parsing them again, and holds whatever rewrote the file. Each entry is
 * dropped a minute after its last read, so a long-running server does not keep a parsed dataset it no longer
 * needs. Rows are frozen, as every reader shares them; each reader gets an array of its own.
 */
const recentTables = new Map<string, { bytes: Buffer; rows: readonly unknown[]; expiry: NodeJS.Timeout }>()
const KEEP_TABLE_MS = 60_000

/** A row and its list fields made read-only (every reader of a recent table shares them). */
function frozen<T>(row: T): T {
  for (const value of Object.values(row as object)) if (Array.isArray(value)) Object.freeze(value)
  return Object.freeze(row)
}

export function readTableFile<T>(dir: string, def: TableDef<T>): T[] {
  const path = join(dir, def.file)
  if (!existsSync(path)) return []
  const bytes = readFileSync(path)
  const recent = recentTables.get(path)
  if (recent?.bytes.equals(bytes)) {
    recent.expiry.refresh()
    return recent.rows.slice() as T[]
  }
  if (recent) clearTimeout(recent.expiry)
  const text = def.file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8')
  const { header, rows: cells } = parseCsv(text)
  const rows = cells.map(rowReader(def, header)).map(frozen)
  const expiry = setTimeout(() => recentTables.delete(path), KEEP_TABLE_MS)
  expiry.unref()
  recentTables.set(path, { bytes, rows, expiry })
  return rows.slice()
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest
}

/** The shipped dataset as plain rows (the build report parts are read separately). */
export function readDataset(dir: string): Omit<Dataset, 'sourceRows' | 'unmatched'> {
  return {
    schools: readTableFile(dir, SCHOOLS),
    toudang: readTableFile(dir, TOUDANG),
    rank: readTableFile(dir, RANK),
    plans: readTableFile(dir, PLANS),
    majors: readTableFile(dir, MAJORS),
    regions: readTableFile(dir, REGIONS),
    batchLines: readTableFile(dir, BATCH_LINE_TABLE),
  }
}

/** The dataset with its build report (sources and unmatched rows), as an import merges into and rewrites it. */
export function readFullDataset(dir: string): Dataset {
  const report = JSON.parse(readFileSync(join(dir, 'build-report.json'), 'utf8')) as { sources: Dataset['sourceRows']; unmatched: Dataset['unmatched'] }
  return { ...readDataset(dir), sourceRows: report.sources, unmatched: report.unmatched }
}
