/**
 * Which databases a test run covers: memory and SQLite, and PostgreSQL when DATABASE_URL names one (npm test
 * under .ci/run runs all of them in one Vitest run). TEST_ONLY_POSTGRES=1 runs only the PostgreSQL variants, for
 * a change to a PostgreSQL adapter.
 */
export const postgresUrl: string | null = process.env.DATABASE_URL || null
/** Whether the memory and SQLite variants run too. */
export const embedded = process.env.TEST_ONLY_POSTGRES !== '1'
