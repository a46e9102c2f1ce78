import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@cms/migrations'
import { migrateDatabase } from '@scripts/lib/migrate'
import { createDatabaseIfMissing, dropDatabase, withDatabase } from '@scripts/lib/postgres'
import { inject } from 'vitest'

const server = () => inject('databaseServerUrl')
const name = `baikal_migrations_${Date.now()}`

beforeAll(() => createDatabaseIfMissing(server(), name))
afterAll(() => dropDatabase(server(), name))

async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: withDatabase(server(), name) })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

describe('the committed migrations', () => {
  it('apply to an empty database and record themselves', async () => {
    expect(await query("select table_name from information_schema.tables where table_schema = 'public'")).toEqual([])
    await migrateDatabase(withDatabase(server(), name))
    const applied = await query<{ name: string }>('select name from payload_migrations order by name')
    expect(applied.map((row) => row.name)).toEqual(migrations.map((m) => m.name))
    const tables = (await query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public'")).map((r) => r.table_name)
    expect(tables).toEqual(expect.arrayContaining(['yachts', 'yachts_locales', '_yachts_v', 'users', 'media', 'home', 'payload_jobs', 'site_builds']))
  }, 120_000)

  // Rows of localised values are read by their parent alone: without an index that leads with
  // `_parent_id`, each read scans the table (cms/core/db/localeRowsByParent.ts).
  it('index every table of localised values by its parent row', async () => {
    const tables = await query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' and table_name like '%\\_locales'")
    expect(tables.length).toBeGreaterThan(10)
    const indexed = await query<{ table_name: string }>(
      `select distinct t.relname as table_name from pg_index i
         join pg_class t on t.oid = i.indrelid
         join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
       where t.relnamespace = 'public'::regnamespace and a.attname = '_parent_id'`,
    )
    const withIndex = new Set(indexed.map((row) => row.table_name))
    expect(tables.map((row) => row.table_name).filter((table) => !withIndex.has(table))).toEqual([])
  })

  // Every save reads the document's versions newest first, past the kept ones: without an index on
  // (parent_id, updated_at), that read walks the collection's whole history
  // (cms/core/db/versionsByParentAndDate.ts).
  it('index every table of a collection’s versions by parent, then date', async () => {
    const tables = await query<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = 'public' and table_name like '\\_%\\_v' and column_name = 'parent_id'`,
    )
    expect(tables.length).toBeGreaterThan(10)
    const indexed = await query<{ table_name: string }>(
      `select t.relname as table_name from pg_index i
         join pg_class t on t.oid = i.indrelid
         join pg_attribute first on first.attrelid = t.oid and first.attnum = i.indkey[0]
         join pg_attribute second on second.attrelid = t.oid and second.attnum = i.indkey[1]
       where t.relnamespace = 'public'::regnamespace and first.attname = 'parent_id' and second.attname = 'updated_at'`,
    )
    const withIndex = new Set(indexed.map((row) => row.table_name))
    expect(tables.map((row) => row.table_name).filter((table) => !withIndex.has(table))).toEqual([])
  })

  it('apply again without change', async () => {
    await migrateDatabase(withDatabase(server(), name))
    const applied = await query<{ name: string }>('select name from payload_migrations')
    expect(applied).toHaveLength(migrations.length)
  }, 120_000)
})
