import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataDirFrom } from './paths'
import { readDataset, readManifest } from './readDataset'
import { coverageReport } from './coverageReport'
import type { Unmatched } from './datasetTypes'

// npm run data:report: coverage per year and match rates of the shipped dataset.
const dir = dataDirFrom(process.argv.slice(2))
const ds = readDataset(dir)
const report = JSON.parse(readFileSync(join(dir, 'build-report.json'), 'utf8')) as { unmatched: Unmatched[] }
console.log(coverageReport(ds, readManifest(dir).version, report.unmatched))
