/**
 * Which databases a test run covers: memory and SQLite, and PostgreSQL when DATABASE_URL names one.
 * npm test's PostgreSQL lane (tools/test.sh) sets TEST_ONLY_POSTGRES=1 and runs the suites that have
 * PostgreSQL variants again, beside the browser journeys: then only those variants run (the embedded ones
 * already ran in Vitest's main run, without DATABASE_URL).
 */
export const postgresUrl: string | null = process.env.DATABASE_URL || null
/** Whether the memory and SQLite variants run too. */
export const embedded = process.env.TEST_ONLY_POSTGRES !== '1'
