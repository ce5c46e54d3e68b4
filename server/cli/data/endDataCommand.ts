import { reportImport } from './describeImport'
import { recordDataCommand } from './recordDataCommand'
import type { DataCommandResult } from './runImport'

/** Where a data command's lines go: the accepted ones and the refusals. */
export interface DataCommandOutput {
  log: (line: string) => void
  error: (line: string) => void
}

/**
 * How data:import and data:rollback end, short of exiting: their lines (refusals on the error side), then the
 * summary through reportImport and into the security log of `env`'s database. Answers the exit code.
 */
export async function finishDataCommand(
  result: DataCommandResult,
  env: Record<string, string | undefined> = process.env,
  output: DataCommandOutput = { log: console.log, error: console.error },
): Promise<number> {
  for (const line of result.lines) (result.exitCode === 0 ? output.log : output.error)(line)
  if (result.summary) {
    reportImport(result.summary, output.log)
    const problem = await recordDataCommand(result.summary, env)
    if (problem) output.error(problem)
  }
  return result.exitCode
}

/** The commands' last step: finish, then exit with the command's code. */
export async function endDataCommand(result: DataCommandResult): Promise<never> {
  process.exit(await finishDataCommand(result))
}
