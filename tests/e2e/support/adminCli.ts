import { execFileSync } from 'node:child_process'

/** The e2e server's data folder (see playwright.config.ts): the CLI works on the same database. */
const DATA_DIR = `var/e2e-${process.env.E2E_PORT ?? 8091}`

/**
 * Runs `npm run admin -- …` as an operator would, as node with tsx's loader (without npm and npx, which added their
 * own start to every call and their noise to the output); answers its output.
 */
export function adminCli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], { env: { ...process.env, DATA_DIR }, encoding: 'utf8' })
}
