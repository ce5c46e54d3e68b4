import pg from 'pg'

/** A schema of one load run's own on a PostgreSQL database, for server processes that share it. */
export interface BenchSchema {
  name: string
  /** The database URL with `search_path` set to the schema, for the servers' DATABASE_URL. */
  serverUrl: string
  drop(): Promise<void>
}

/** The URL with a libpq `options` parameter that makes every connection of a pool work in `schema`. */
function withSearchPath(url: string, schema: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
}

/** The URL with its password hidden, for reports and logs. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'postgres://…'
  }
}

/** Creates schema `gkbench_<stamp>` (empty: the first server process migrates it and loads the dataset). */
export async function createBenchSchema(url: string, stamp: number): Promise<BenchSchema> {
  const name = `gkbench_${stamp}`
  await withClient(url, (client) => client.query(`create schema ${name}`))
  return {
    name,
    serverUrl: withSearchPath(url, name),
    drop: () => withClient(url, (client) => client.query(`drop schema if exists ${name} cascade`)),
  }
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}
