/**
 * Runs the embedded PostgreSQL as a process of its own, which `npm start` launches in its own
 * process group: Ctrl-C in the terminal then reaches only the orchestrator, which stops the CMS
 * first and the database last, instead of the database dying under the CMS's open connections.
 * Prints `READY <url>` once it accepts connections; stops the database on SIGTERM or SIGINT.
 */
import { startEmbeddedDatabase } from './lib/embeddedDatabase'
import { stopWhenOrphaned } from './lib/orphaned'

const dataDir = process.env.EMBEDDED_PG_DIR
const database = process.env.EMBEDDED_PG_DATABASE
if (!dataDir || !database) throw new Error('EMBEDDED_PG_DIR and EMBEDDED_PG_DATABASE are required')

const server = await startEmbeddedDatabase({ dataDir, database, port: process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined })
console.log(`READY ${server.url}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
// Whoever started it was killed outright (a test run cut short): the database goes too.
stopWhenOrphaned(() => void stop())
