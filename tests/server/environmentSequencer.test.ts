import fc from 'fast-check'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import { EnvironmentSequencer, environmentOf } from '../../tools/environmentSequencer'

const dir = mkdtempSync(join(tmpdir(), 'gk-sequencer-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const ENVIRONMENTS = ['', 'happy-dom', 'jsdom'] as const
/** Spelled apart: Vitest reads the marker anywhere in a file, and this one runs on node. */
const MARK = ['@vitest', 'environment'].join('-')

/** Test files of these environments and sizes, as Vitest hands them to a sequencer (no results cached yet: by size). */
function specs(files: readonly { environment: string; size: number }[]): TestSpecification[] {
  const project = { name: '', config: { isolate: false, sequence: { groupOrder: 0 } } }
  return files.map((file, i) => {
    const moduleId = join(dir, `f${i}.test.ts`)
    const docblock = file.environment ? `// ${MARK} ${file.environment}\n` : ''
    writeFileSync(moduleId, docblock.padEnd(file.size, ' '))
    return { moduleId, project } as unknown as TestSpecification
  })
}

function sequencer(sizes: ReadonlyMap<string, number>): EnvironmentSequencer {
  const ctx = {
    config: { root: dir },
    cache: {
      getFileTestResults: () => undefined,
      // Vitest's key: the project's name (here ''), a colon, the path from the root.
      getFileStats: (key: string) => ({ size: sizes.get(key.slice(1)) }),
    },
  }
  return new EnvironmentSequencer(ctx as unknown as Vitest)
}

describe('the Vitest sequencer', () => {
  it('keeps the files of one environment together, the config’s own first, each group in Vitest’s order (largest first)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ environment: fc.constantFrom(...ENVIRONMENTS), size: fc.integer({ min: 40, max: 4000 }) }), { maxLength: 30 }),
        async (files) => {
          const given = specs(files)
          const sizes = new Map(given.map((spec, i) => [basename(spec.moduleId), files[i].size]))
          const sorted = await sequencer(sizes).sort(given)
          expect([...sorted].sort((a, b) => a.moduleId.localeCompare(b.moduleId))).toEqual([...given].sort((a, b) => a.moduleId.localeCompare(b.moduleId)))
          const environments = sorted.map((spec) => files[given.indexOf(spec)].environment)
          // Each environment is one run of files: a worker is replaced at most once per environment.
          const runs = environments.filter((environment, i) => i === 0 || environment !== environments[i - 1])
          expect(new Set(runs).size).toBe(runs.length)
          if (environments.includes('')) expect(environments[0]).toBe('')
          for (const environment of ENVIRONMENTS) {
            const group = sorted.filter((spec) => files[given.indexOf(spec)].environment === environment).map((spec) => files[given.indexOf(spec)].size)
            expect(group).toEqual([...group].sort((a, b) => b - a))
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('reads the environment every test file of this repository names, where it names it', () => {
    const root = resolve(import.meta.dirname, '..')
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file))
    const named = files.map((file) => readFileSync(join(root, file), 'utf8')).filter((source) => source.includes(`${MARK} `))
    expect(named.length).toBeGreaterThan(30)
    // Vitest takes the docblock anywhere in the file's first comment; the sequencer reads the first line, so that is
    // where every file writes it.
    for (const source of named) expect(environmentOf(source)).toBe(new RegExp(`${MARK} ([\\w-]+)`).exec(source)?.[1])
    expect(environmentOf(`// ${MARK} happy-dom\nimport x from "y"`)).toBe('happy-dom')
    expect(environmentOf('import x from "y"')).toBe('')
  })
})
