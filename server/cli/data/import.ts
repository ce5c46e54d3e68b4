import { reportImport } from './describeImport'
import { runImport } from './runImport'

// npm run data:import -- <file> [--kind toudang|rank|plan] [--year Y] [--dry-run] [--replace-year] [--no-db] [--out DIR]
// (IMPORT_USAGE in runImport.ts says what each does).
const result = await runImport(process.argv.slice(2))
for (const line of result.lines) (result.exitCode === 0 ? console.log : console.error)(line)
if (result.summary) reportImport(result.summary)
process.exit(result.exitCode)
