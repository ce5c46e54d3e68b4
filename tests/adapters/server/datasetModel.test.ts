import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { datasetModel } from '../../../server/adapters/model/datasetModel'

const DATA = resolve(__dirname, '../../../data')
const temp = mkdtempSync(join(tmpdir(), 'gk-dataset-model-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** A copy of the manifest alone under `name`, saying `version`: a folder whose key is its own. */
function folder(name: string, version: string): string {
  const dir = join(temp, name)
  cpSync(join(DATA, 'manifest.json'), join(dir, 'manifest.json'))
  rewrite(dir, version)
  return dir
}
function rewrite(dir: string, version: string) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { version: string }
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, version }))
}

describe('the admission model of a dataset folder', () => {
  it('is built once per folder and version in a process: every server composed on it shares the catalogue', async () => {
    const first = datasetModel(DATA)
    expect(datasetModel(`${DATA}/.`)).toBe(first)
    const catalogue = await first.catalogue()
    expect(catalogue).not.toBeNull()
    expect(await datasetModel(DATA).catalogue()).toBe(catalogue)
  })

  it('is made anew for a folder rewritten in place with another version', () => {
    const dir = folder('rewritten', 'v1')
    const before = datasetModel(dir)
    rewrite(dir, 'v2')
    expect(datasetModel(dir)).not.toBe(before)
  })

  it('keeps the two folders asked last, so a server moved to an import and back finds both, and lets older ones go', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name) => folder(name, name))
    const modelA = datasetModel(a)
    const modelB = datasetModel(b)
    expect(datasetModel(a)).toBe(modelA)
    datasetModel(c)
    expect(datasetModel(a)).toBe(modelA)
    expect(datasetModel(b)).not.toBe(modelB)
  })
})
