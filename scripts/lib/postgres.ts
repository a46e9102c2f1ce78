import net from 'node:net'
import pg from 'pg'

/** Helpers that talk to any PostgreSQL server; nothing here starts one. */

export async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(`drop database if exists "${database.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

/** A new database as a copy of `template` (which no one may be connected to): a test file's own, in a second. */
export async function copyDatabase(serverUrl: string, template: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(`create database "${database.replace(/"/g, '""')}" template "${template.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

/** Drops every database whose name starts with `prefix` (a test run's copies). */
export async function dropDatabasesNamed(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])
    for (const { datname } of rows) await client.query(`drop database if exists "${datname.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
