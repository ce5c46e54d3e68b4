import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { parseCsv } from './csv'
import { BATCH_LINE_TABLE, MAJORS, PLANS, RANK, REGIONS, SCHOOLS, TOUDANG, rowReader, type TableDef } from './datasetTables'
import type { Dataset } from './datasetTypes'
import type { Manifest } from './writeDataset'

export function readTableFile<T>(dir: string, def: TableDef<T>): T[] {
  const path = join(dir, def.file)
  if (!existsSync(path)) return []
  const bytes = readFileSync(path)
  const text = def.file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8')
  const { header, rows } = parseCsv(text)
  return rows.map(rowReader(def, header))
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
