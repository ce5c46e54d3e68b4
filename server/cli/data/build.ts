import { parseArgs } from 'node:util'
import { optionText } from '../optionText'
import { buildDataset } from './buildDataset'
import { dataDirFrom, rawDir } from './paths'
import { writeDataset } from './writeDataset'

// npm run data:build [-- --raw DIR] [--out DIR]: rebuilds data/ from the official raw tables.
const { values } = parseArgs({ options: { raw: { type: 'string' }, out: { type: 'string' } }, strict: false })
const raw = rawDir(optionText(values.raw))
const out = dataDirFrom(optionText(values.out))
const started = performance.now()
const manifest = writeDataset(out, buildDataset(raw, out))
for (const t of manifest.tables) console.log(`${t.name.padEnd(12)} ${String(t.rows).padStart(7)} rows  ${t.file}`)
console.log(`dataset ${manifest.version} written to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
