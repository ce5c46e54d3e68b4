import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Kind } from './columns'
import type { Dataset } from './datasetTypes'
import { keepImportedFile, mergeImport, parseImport, type ParsedImport } from './importOfficial'
import { readDataset } from './readDataset'
import { writeDataset, type Manifest } from './writeDataset'

/**
 * Loads one official file into the shipped dataset: refuse on wrong columns, merge, keep the file in
 * data/imports (so data:build reproduces it) and rewrite tables + manifest. Idempotent.
 */
export function importIntoDataset(dataDir: string, file: string, opts: { kind?: Kind; year?: number }): { imp: ParsedImport; manifest: Manifest } {
  const imp = parseImport(file, opts)
  const report = JSON.parse(readFileSync(join(dataDir, 'build-report.json'), 'utf8')) as { sources: Dataset['sourceRows']; unmatched: Dataset['unmatched'] }
  const ds: Dataset = { ...readDataset(dataDir), sourceRows: report.sources, unmatched: report.unmatched }
  mergeImport(ds, imp)
  keepImportedFile(dataDir, file, imp)
  return { imp, manifest: writeDataset(dataDir, ds) }
}
