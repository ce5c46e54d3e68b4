import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { EnvironmentSequencer } from './tools/environmentSequencer'
import { taiwanPhrases } from './tools/taiwanPhrases'
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'

export default defineConfig({
  // taiwanPhrases: the virtual module toTaiwan converts with, made as the build makes it.
  plugins: [react(), taiwanPhrases()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Playwright specs live in tests/e2e and are run by Playwright, not Vitest.
    include: ['tests/{core,property,adapters,server,ui,data}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Demo-mode UI tests fit the admission model in-process; CI machines under load need the headroom.
    testTimeout: 60000,
    // Threads start faster than forked processes (docs/TESTING.md).
    pool: 'threads',
    // Test files share their worker's modules instead of importing the app again each (docs/TESTING.md).
    isolate: false,
    // …which holds only while the next file wants the same environment: the files of each environment run together
    // (tools/environmentSequencer.ts).
    sequence: { sequencer: EnvironmentSequencer },
    // Vitest leaves one core free by default, which on a 2-core CI machine means one worker: use both
    // (docs/TESTING.md).
    maxWorkers: availableParallelism(),
    setupFiles: ['tests/support/testingLibrary.ts'],
    // With DATABASE_URL, the PostgreSQL suites' schemas are dropped together once the run ends; the run's shared
    // temp folder is removed.
    globalSetup: ['tests/support/dropTestSchemas.ts', 'tests/support/runFolder.ts'],
  },
})
