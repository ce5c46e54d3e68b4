/**
 * Operator commands until payment exists: npm run admin -- grant|revoke|show --phone … (see ADMIN_USAGE).
 * Opens the configured database (same config as the server), migrates it, runs one command, closes it.
 */
import { parseArgs } from 'node:util'
import { migrateToLatest } from '../adapters/db/migrate'
import { openDatabase } from '../adapters/db/openDatabase'
import { SystemClock } from '@/adapters/time/SystemClock'
import { loadConfig } from '../config'
import { runAdmin } from './runAdmin'
import { restoreFrom } from './backup'
import { optionText } from './optionText'

const loaded = loadConfig()
if (!loaded.ok) {
  console.error(`configuration problem\n  ${loaded.problems.join('\n  ')}`)
  process.exit(1)
}
const argv = process.argv.slice(2)
// A restore replaces the database file, so it runs before anything opens it.
if (argv[0] === 'restore') {
  if (loaded.config.database.kind === 'postgres') {
    console.error('This server runs on PostgreSQL: restore with pg_restore (see docs/OPERATIONS.md, Operators).')
    process.exit(1)
  }
  const { values } = parseArgs({ args: argv, options: { from: { type: 'string' }, replace: { type: 'boolean' } }, strict: false, allowPositionals: true })
  const run = restoreFrom(loaded.config.dataDir, optionText(values.from), values.replace === true)
  ;(run.exitCode === 0 ? console.log : console.error)(run.output)
  process.exit(run.exitCode)
}
const db = openDatabase(loaded.config.database)
try {
  await migrateToLatest(db)
  const run = await runAdmin(db, argv, new SystemClock(), loaded.config.smsBudget)
  ;(run.exitCode === 0 ? console.log : console.error)(run.output)
  process.exitCode = run.exitCode
} finally {
  await db.destroy()
}
