import { endDataCommand } from './endDataCommand'
import { runImport } from './runImport'

// npm run data:import -- <file> [--kind toudang|rank|plan] [--year Y] [--dry-run] [--replace-year] [--no-db] [--out DIR]
// (IMPORT_USAGE in runImport.ts says what each does).
await endDataCommand(await runImport(process.argv.slice(2)))
