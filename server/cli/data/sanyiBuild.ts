/**
 * npm run data:sanyi [-- --raw DIR] [--out DIR]: builds the shipped 三位一体 copy (data/sanyi) from the raw
 * zj-sanweiyiti-2026 tables, checked with the same rules as an operator's import, with each school's place
 * from our dataset (schools.csv) or, for schools it lacks, the MOE list.
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { normalizeSchoolName } from '../../../src/core/domain/majorName'
import { dataDirFrom, rawDir } from './paths'
import { readTableFile } from './readDataset'
import { readReference } from './readReference'
import { SCHOOLS } from './datasetTables'
import { fillPlaces, type SanyiPlace } from './sanyiPlaces'
import { readSanyiFiles, SANYI_DIR, writeSanyiFiles } from './sanyiFiles'
import { optionText } from '../optionText'

const RAW = 'zj-sanweiyiti-2026'
const { values } = parseArgs({ options: { raw: { type: 'string' }, out: { type: 'string' } }, strict: false })
const raw = rawDir(optionText(values.raw))
const out = dataDirFrom(optionText(values.out))

const tables = readSanyiFiles(join(raw, RAW, 'formulas_2026.csv'), join(raw, RAW, 'majors_2026.csv'))
const byName = new Map<string, SanyiPlace>()
for (const s of readTableFile(out, SCHOOLS)) {
  const place = { schoolCode: s.code, province: s.province || null, city: s.city || null, nature: s.nature || null }
  for (const name of [s.name, ...s.aliases]) if (!byName.has(name)) byName.set(name, place)
}
const reference = readReference(raw)
const moe = (name: string): SanyiPlace | null => {
  const s = reference.byName.get(normalizeSchoolName(name))
  return s ? { schoolCode: null, province: s.province || null, city: s.city || null, nature: s.nature || null } : null
}
const filled = fillPlaces(tables, [(name) => byName.get(name) ?? null, moe])
const unplaced = filled.schools.filter((s) => !s.city).map((s) => s.name)
writeSanyiFiles(
  join(out, SANYI_DIR),
  filled,
  `${RAW} (lyhtakeashot/three-one-assistant live-app/open-data, commit 0d4f1e2; see ../shared/data/raw/SOURCES.md): 2026 三位一体 formulas and majors from each school's 招生章程; places from schools.csv, else the MOE list`,
)
console.log(`三位一体: ${filled.schools.length} schools, ${filled.majors.length} majors → ${join(out, SANYI_DIR)}`)
if (unplaced.length) console.log(`no place found for: ${unplaced.join(', ')}`)
