import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for files the run's workers make once and share (tests read it with `inject('runFolder')`). */
    runFolder: string
  }
}

/**
 * Vitest global setup: one temp folder for the whole run, removed when it ends. Worker threads have no exit of
 * their own to clean up after, so files a worker keeps for the run (tests/server/testServer.ts's loaded database)
 * go here instead of a folder of their own, which stayed behind after every run.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'gk-run-'))
  project.provide('runFolder', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
