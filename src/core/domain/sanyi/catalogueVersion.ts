import { writeSanyiTables, type SanyiTables } from './sanyiTable'

/**
 * A short hash of the tables' contents (64-bit FNV-1a over their import-format text), so the same data has the
 * same version whichever side computes it — the server, the admin tool or demo mode in the browser.
 */
export function catalogueVersion(tables: SanyiTables): string {
  const { formulas, majors } = writeSanyiTables(tables)
  const text = `${formulas}\u0000${majors}`
  let hash = 0xcbf29ce484222325n
  const prime = 0x100000001b3n
  const mask = 0xffffffffffffffffn
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i))
    hash = (hash * prime) & mask
  }
  return hash.toString(16).padStart(16, '0')
}
