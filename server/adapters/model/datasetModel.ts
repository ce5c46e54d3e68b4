import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { AdmissionModel } from '../../ports/AdmissionModel'
import type { Logger } from '../../ports/Logger'
import { readManifest } from '../../cli/data/readDataset'
import { datasetAdmissionSource } from './datasetAdmissionSource'
import { readFitted } from './fittedParams'
import { LazyAdmissionModel } from './LazyAdmissionModel'

/**
 * The model kept per dataset folder and version, most recently asked last. Two: a server follows the folder it
 * serves, and an import or a rollback moves it to one other.
 */
const kept = new Map<string, LazyAdmissionModel>()
const KEEP = 2

/**
 * The admission model of a dataset folder, built once per folder and version in this process: the catalogue
 * depends on the folder's files alone, so every server composed here (a test run composes hundreds) and every
 * command shares one build. The version (manifest.json's content hash) is part of the key, so a folder rewritten
 * in place is built anew. A failed build is logged to the logger of the caller that made the model, and retried.
 */
export function datasetModel(dir: string, logger?: Logger): AdmissionModel {
  const key = `${resolve(dir)}\n${manifestVersion(dir)}`
  const model =
    kept.get(key) ??
    new LazyAdmissionModel(
      async () => datasetAdmissionSource(dir),
      logger,
      (version, year) => readFitted(dir, version, year),
    )
  kept.delete(key)
  kept.set(key, model)
  for (const oldest of kept.keys()) if (kept.size > KEEP) kept.delete(oldest)
  return model
}

const manifestVersion = (dir: string): string => (existsSync(join(dir, 'manifest.json')) ? readManifest(dir).version : '')
