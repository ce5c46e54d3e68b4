import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The docblock a test file names its environment in (`// @vitest-environment happy-dom`), on its first line. */
const DOCBLOCK = /^\/\/ @vitest-environment ([\w-]+)/

/** The environment a test file asks for, or '' for the config's own (node). */
export function environmentOf(source: string): string {
  return DOCBLOCK.exec(source)?.[1] ?? ''
}

/**
 * Vitest's order (largest or slowest files first), with the files of one environment next to each other: the
 * config's own first, then each other in the order it first comes. With `isolate: false` a worker keeps the modules
 * it imported only while the next file in the queue wants the same environment; at any change it is stopped and a
 * new one imports the app again. Sorted by size alone, the UI tests (happy-dom) among the node files made the workers
 * start over dozens of times a run (measured in docs/TESTING.md).
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const groups = new Map<string, TestSpecification[]>([['', []]])
    for (const spec of sorted) {
      const environment = environmentOf(readFileSync(spec.moduleId, 'utf8'))
      const group = groups.get(environment) ?? []
      if (group.length === 0) groups.set(environment, group)
      group.push(spec)
    }
    return [...groups.values()].flat()
  }
}
