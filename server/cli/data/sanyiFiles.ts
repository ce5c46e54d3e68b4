import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { catalogueVersion } from '../../../src/core/domain/sanyi/catalogueVersion'
import { readSanyiTables, writeSanyiTables, type SanyiTables, type TableProblem } from '../../../src/core/domain/sanyi/sanyiTable'

/** The shipped 三位一体 copy: data/sanyi/{formulas.csv, majors.csv, manifest.json}, in the import format. */
export const SANYI_DIR = 'sanyi'
export const SANYI_FORMULAS = 'formulas.csv'
export const SANYI_MAJORS = 'majors.csv'

export interface SanyiManifest {
  version: string
  tables: Array<{ name: string; file: string; rows: number; sha256: string }>
  source: string
}

export interface ShippedSanyi {
  version: string
  tables: SanyiTables
}

/** Problems as an operator reads them: file and line first. */
export function formatProblems(problems: readonly TableProblem[], names: { formulas: string; majors: string }): string {
  return problems.map((p) => `${names[p.file]} line ${p.line}: ${p.message}`).join('\n')
}

/** Reads and checks the two files; throws with every problem listed (the shipped copy must always be valid). */
export function readSanyiFiles(formulasPath: string, majorsPath: string): SanyiTables {
  const result = readSanyiTables(readFileSync(formulasPath, 'utf8'), readFileSync(majorsPath, 'utf8'))
  if (!result.ok) throw new Error(`三位一体 data is not valid:\n${formatProblems(result.problems, { formulas: formulasPath, majors: majorsPath })}`)
  return result.value
}

/** The shipped copy under `dataDir/sanyi`, or null when the folder is missing (an API-only checkout). */
export function readShippedSanyi(dataDir: string): ShippedSanyi | null {
  const dir = join(dataDir, SANYI_DIR)
  if (!existsSync(join(dir, SANYI_FORMULAS))) return null
  const tables = readSanyiFiles(join(dir, SANYI_FORMULAS), join(dir, SANYI_MAJORS))
  return { version: catalogueVersion(tables), tables }
}

/** Writes the two files (and, for the shipped copy, the manifest) into a folder; answers the file paths. */
export function writeSanyiFiles(dir: string, tables: SanyiTables, source?: string): { formulas: string; majors: string } {
  mkdirSync(dir, { recursive: true })
  const text = writeSanyiTables(tables)
  const formulas = join(dir, SANYI_FORMULAS)
  const majors = join(dir, SANYI_MAJORS)
  writeFileSync(formulas, text.formulas)
  writeFileSync(majors, text.majors)
  if (source !== undefined) {
    const sha = (t: string) => createHash('sha256').update(t).digest('hex')
    const manifest: SanyiManifest = {
      version: catalogueVersion(tables),
      tables: [
        { name: 'sanyi_formulas', file: SANYI_FORMULAS, rows: tables.schools.length, sha256: sha(text.formulas) },
        { name: 'sanyi_majors', file: SANYI_MAJORS, rows: tables.majors.length, sha256: sha(text.majors) },
      ],
      source,
    }
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  }
  return { formulas, majors }
}
