import pg from 'pg'
import { TEST_SCHEMA_PREFIX } from './postgresSchema'

async function dropAll(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like '${TEST_SCHEMA_PREFIX}%'`)
    for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`)
  } finally {
    await client.end()
  }
}

/** Vitest global setup: with DATABASE_URL, the test schemas of an earlier run go before, and this run's after. */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  const url = process.env.DATABASE_URL
  if (!url) return
  await dropAll(url)
  return () => dropAll(url)
}
