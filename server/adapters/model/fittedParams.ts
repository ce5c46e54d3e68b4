import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { ModelParams } from '@/core/domain/admission/modelParams'
import { REPO_ROOT } from '../../cli/data/paths'

/** The fitted model shipped beside the dataset (`npm run data:model` writes it). */
export const FITTED_FILE = 'model.json'

/** The code the fit's result depends on, besides the data. */
const MODEL_CODE_DIR = join(REPO_ROOT, 'src/core/domain/admission')

export interface FittedFile {
  datasetVersion: string
  /** sha256 of the model's code (every file under src/core/domain/admission) when it was fitted. */
  codeHash: string
  forecastYear: number
  params: ModelParams
}

/** A fingerprint of the admission model's code: paths and contents of every file, in name order. */
export function modelCodeHash(dir = MODEL_CODE_DIR): string {
  const hash = createHash('sha256')
  const visit = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) visit(path)
      else hash.update(`${relative(dir, path)}\n`).update(readFileSync(path))
    }
  }
  visit(dir)
  return hash.digest('hex')
}

/**
 * The parameters shipped with the dataset when this code fitted them on this dataset version for this
 * forecast year; null otherwise (then the server fits at start, as before: slower, never wrong).
 */
export function readFitted(dataDir: string, datasetVersion: string | null, forecastYear: number, codeHash = modelCodeHash()): ModelParams | null {
  const file = join(dataDir, FITTED_FILE)
  if (!datasetVersion || !existsSync(file)) return null
  const fitted = JSON.parse(readFileSync(file, 'utf8')) as FittedFile
  if (fitted.datasetVersion !== datasetVersion || fitted.codeHash !== codeHash || fitted.forecastYear !== forecastYear) return null
  return fitted.params
}

export function writeFitted(dataDir: string, fitted: FittedFile): void {
  writeFileSync(join(dataDir, FITTED_FILE), `${JSON.stringify(fitted, null, 1)}\n`)
}
