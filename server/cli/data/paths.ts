import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file so the CLIs work from any working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
export const DATA_DIR = resolve(REPO_ROOT, 'data')

/** Raw tables: `--raw DIR`, else RAW_DATA_DIR, else ../shared/data/raw next to the repo. */
export function rawDir(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const at = argv.indexOf('--raw')
  if (at >= 0 && argv[at + 1]) return resolve(argv[at + 1])
  if (env.RAW_DATA_DIR) return resolve(env.RAW_DATA_DIR)
  return resolve(REPO_ROOT, '../shared/data/raw')
}

export function dataDirFrom(argv: readonly string[]): string {
  const at = argv.indexOf('--out')
  return at >= 0 && argv[at + 1] ? resolve(argv[at + 1]) : DATA_DIR
}
