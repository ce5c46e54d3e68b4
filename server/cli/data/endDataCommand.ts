import { reportImport } from './describeImport'
import type { DataCommandResult } from './runImport'

/**
 * How data:import and data:rollback end: their lines (on stderr when refused), then the summary through
 * reportImport, the one call that records an import or a rollback, then the exit code.
 */
export function endDataCommand(result: DataCommandResult): never {
  for (const line of result.lines) (result.exitCode === 0 ? console.log : console.error)(line)
  if (result.summary) reportImport(result.summary)
  process.exit(result.exitCode)
}
