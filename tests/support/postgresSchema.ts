import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../../server/adapters/db/migrate'
import type { Database } from '../../server/adapters/db/schema'

/** Every schema a test makes starts with this, so the global teardown finds them all. */
export const TEST_SCHEMA_PREFIX = 'gktest_'

export interface TestSchema {
  db: Kysely<Database>
  /** Another pool on the same schema, as a second server process would open (not migrated again). */
  connect: () => Promise<{ db: Kysely<Database>; close: () => Promise<void> }>
  close: () => Promise<void>
}

const uniqueName = (): string => `${TEST_SCHEMA_PREFIX}${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`

const poolOn = (url: string, schema: string): Kysely<Database> =>
  new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 4 }) }) })

/**
 * Copies a migrated schema into a new one in one round trip: tables with their columns, defaults, checks
 * and indexes, their rows (the migrations' seeds and Kysely's migration record), foreign keys, and a
 * sequence of each serial column's own, set past the copied ids. A copy costs a fraction of migrating a
 * fresh schema.
 */
const cloneFunction = (template: string): string => `
create function ${template}.clone_into(target text) returns void language plpgsql as $$
declare
  t record;
  c record;
  f record;
  seq text;
begin
  execute format('create schema %I', target);
  for t in select tablename from pg_tables where schemaname = '${template}' loop
    execute format('create table %I.%I (like %I.%I including all)', target, t.tablename, '${template}', t.tablename);
    execute format('insert into %I.%I select * from %I.%I', target, t.tablename, '${template}', t.tablename);
  end loop;
  for c in select rel.relname as table_name, att.attname as column_name
           from pg_attrdef def join pg_class rel on rel.oid = def.adrelid join pg_namespace ns on ns.oid = rel.relnamespace
           join pg_attribute att on att.attrelid = def.adrelid and att.attnum = def.adnum
           where ns.nspname = '${template}' and pg_get_expr(def.adbin, def.adrelid) like 'nextval(%' loop
    seq := c.table_name || '_' || c.column_name || '_seq';
    execute format('create sequence %I.%I owned by %I.%I.%I', target, seq, target, c.table_name, c.column_name);
    execute format('alter table %I.%I alter column %I set default nextval(%L::regclass)', target, c.table_name, c.column_name, target || '.' || seq);
    execute format('select setval(%L, coalesce((select max(%I) from %I.%I), 0) + 1, false)', target || '.' || seq, c.column_name, target, c.table_name);
  end loop;
  for f in select con.conname, rel.relname, pg_get_constraintdef(con.oid) as def
           from pg_constraint con join pg_class rel on rel.oid = con.conrelid join pg_namespace ns on ns.oid = rel.relnamespace
           where ns.nspname = '${template}' and con.contype = 'f' loop
    execute format('alter table %I.%I add constraint %I %s', target, f.relname, f.conname, replace(f.def, '${template}.', target || '.'));
  end loop;
end $$`

/** One migrated template per database URL and test worker, made on first use. */
const templates = new Map<string, Promise<string>>()

async function templateFor(url: string): Promise<string> {
  let made = templates.get(url)
  if (!made) {
    made = (async () => {
      const template = uniqueName()
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      try {
        await admin.query(`create schema ${template}`)
        const db = poolOn(url, template)
        await migrateToLatest(db)
        await db.destroy()
        await admin.query(cloneFunction(template))
      } finally {
        await admin.end()
      }
      return template
    })()
    templates.set(url, made)
  }
  return made
}

/**
 * A migrated schema of its own on the PostgreSQL of `url`, so suites running side by side never see each
 * other's rows: a copy of this worker's migrated template. Closing only disconnects: the schemas are
 * dropped together after the run (tests/support/dropTestSchemas.ts), because dropping one while another
 * suite's migrator lists the database's tables makes that listing fail.
 */
export async function openTestSchema(url: string): Promise<TestSchema> {
  const template = await templateFor(url)
  const schema = uniqueName()
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`select ${template}.clone_into($1)`, [schema])
  } finally {
    await admin.end()
  }
  const db = poolOn(url, schema)
  return {
    db,
    async connect() {
      const other = poolOn(url, schema)
      return { db: other, close: () => other.destroy() }
    },
    close: () => db.destroy(),
  }
}

/**
 * An empty schema for server processes to migrate and fill themselves, and the DATABASE_URL that makes
 * every connection of their pools work in it (libpq's `options`). Dropped with the other test schemas.
 */
export async function serverSchemaUrl(url: string, label: string): Promise<string> {
  const schema = `${TEST_SCHEMA_PREFIX}${label}_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create schema ${schema}`)
  } finally {
    await admin.end()
  }
  return `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
}
