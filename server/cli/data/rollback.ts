import { reportImport } from './describeImport'
import { runRollback } from './runRollback'

// npm run data:rollback [-- --to <id>|shipped] [--dry-run] [--no-db] | -- --list (ROLLBACK_USAGE in runRollback.ts).
const result = await runRollback(process.argv.slice(2))
for (const line of result.lines) (result.exitCode === 0 ? console.log : console.error)(line)
if (result.summary) reportImport(result.summary)
process.exit(result.exitCode)
