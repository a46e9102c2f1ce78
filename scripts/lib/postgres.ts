import net from 'node:net'
import pg from 'pg'

/** Helpers that talk to any PostgreSQL server; nothing here starts one. */

/** Runs `use` with a client on the server's `postgres` database, closed afterwards. */
export async function onServer<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

const quoted = (database: string) => `"${database.replace(/"/g, '""')}"`

const exists = async (client: pg.Client, database: string) => (await client.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1

export function databaseExists(serverUrl: string, database: string): Promise<boolean> {
  return onServer(serverUrl, (client) => exists(client, database))
}

export async function createDatabaseIfMissing(serverUrl: string, database: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    if (!(await exists(client, database))) await client.query(`create database ${quoted(database)}`)
  })
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${quoted(database)} with (force)`))
}

/** A new database as a copy of `template` (which no one may be connected to): a test file's own, in a second. */
export async function copyDatabase(serverUrl: string, template: string, database: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`create database ${quoted(database)} template ${quoted(template)}`))
}

/** Renames a database no one is connected to. */
export async function renameDatabase(serverUrl: string, from: string, to: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`alter database ${quoted(from)} rename to ${quoted(to)}`))
}

/** Drops every database whose name starts with `prefix` (a test run's copies). */
export async function dropDatabasesNamed(serverUrl: string, prefix: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`)
  })
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
