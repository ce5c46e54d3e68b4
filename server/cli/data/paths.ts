import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file so the CLIs work from any working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
export const DATA_DIR = resolve(REPO_ROOT, 'data')

/** Raw tables: `--raw DIR` (the option's value, if any), else RAW_DATA_DIR, else ../shared/data/raw next to the repo. */
export function rawDir(raw: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (raw) return resolve(raw)
  if (env.RAW_DATA_DIR) return resolve(env.RAW_DATA_DIR)
  return resolve(REPO_ROOT, '../shared/data/raw')
}

/** The dataset folder: `--out DIR` (the option's value, if any), else data/. */
export function dataDirFrom(out: string | undefined): string {
  return out ? resolve(out) : DATA_DIR
}
