import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { optionText } from '../optionText'
import { dataDirFrom } from './paths'
import { readDataset, readManifest } from './readDataset'
import { coverageReport } from './coverageReport'
import type { Unmatched } from './datasetTypes'

// npm run data:report [-- --out DIR]: coverage per year and match rates of the shipped dataset (or the one in DIR).
const dir = dataDirFrom(optionText(parseArgs({ options: { out: { type: 'string' } }, strict: false }).values.out))
const ds = readDataset(dir)
const report = JSON.parse(readFileSync(join(dir, 'build-report.json'), 'utf8')) as { unmatched: Unmatched[] }
console.log(coverageReport(ds, readManifest(dir).version, report.unmatched))
