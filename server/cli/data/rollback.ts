import { endDataCommand } from './endDataCommand'
import { runRollback } from './runRollback'

// npm run data:rollback [-- --to <id>|shipped] [--dry-run] [--no-db] | -- --list (ROLLBACK_USAGE in runRollback.ts).
await endDataCommand(await runRollback(process.argv.slice(2)))
