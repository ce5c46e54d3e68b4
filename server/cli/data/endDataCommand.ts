import { reportImport } from './describeImport'
import { recordDataCommand } from './recordDataCommand'
import type { DataCommandResult } from './runImport'

/**
 * How data:import and data:rollback end: their lines (on stderr when refused), then the summary through
 * reportImport and into the security log, then the exit code.
 */
export async function endDataCommand(result: DataCommandResult): Promise<never> {
  for (const line of result.lines) (result.exitCode === 0 ? console.log : console.error)(line)
  if (result.summary) {
    reportImport(result.summary)
    const problem = await recordDataCommand(result.summary)
    if (problem) console.error(problem)
  }
  process.exit(result.exitCode)
}
