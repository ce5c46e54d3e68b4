import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/** e2e runs the real server (fresh SQLite under var/e2e-<port>) serving the built app, in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 8091)
// The journeys run on the fresh SQLite file of their DATA_DIR, also when DATABASE_URL is set for the
// repository suites (.ci/run): the server and the operator CLI the journeys start read this environment.
delete process.env.DATABASE_URL
// One folder per port, so two runs on different ports never wipe each other's database and log.
const dir = `var/e2e-${port}`
// Debian's headless shell (the old headless mode, without the full browser's window and display compositor)
// when installed, as .ci/run does; the full Chromium otherwise. Same Blink, same layout.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // Recording a trace for every journey (kept only on failure) made them about a third slower (measured:
    // two specs 1.8 → 1.2 min), so a trace is recorded on a retry, or always with PW_TRACE=1.
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The server's console SMS adapter writes one line per code; the journey reads it from this log.
    command: `rm -rf ${dir} && mkdir -p ${dir} && DATA_DIR=${dir} PORT=${port} HOST=127.0.0.1 node --import tsx server/cli/start.ts > ${dir}/server.log 2>&1`,
    url: `http://127.0.0.1:${port}/api/gk/system-edit/list`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
