import pg from 'pg'

/**
 * The run's own database, for the few facts no door of the portal may write: history, such as a
 * charter that ended days ago (every door refuses days in the past, and out of season). Each call
 * opens and closes its own connection.
 */
export async function inDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the tests through playwright (globalSetup starts the portal)')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
