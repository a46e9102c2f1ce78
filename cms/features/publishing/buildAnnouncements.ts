import pg from 'pg'

/**
 * The PostgreSQL channel on which a new live site build is announced (by makeLive, in the
 * transaction that marks it live), so that every site server, on whatever machine, switches to it.
 */
export const BUILD_CHANNEL = 'portal_site_build'

type Following = { stop: () => Promise<void> }

/**
 * Calls `onBuild` with each announced build's id, on a connection of its own (LISTEN holds it), and
 * once more each time that connection is (re)made, with null: a build announced while it was down
 * is caught up then. A lost connection is made again after `retryMs`, for as long as it follows.
 */
export function followBuildAnnouncements(
  connectionString: string,
  onBuild: (buildId: string | null) => void,
  { retryMs = 1000, onError = (error: Error) => console.error('Build announcements:', error.message) } = {},
): Following {
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | null = null
  const connect = async () => {
    retry = null
    if (stopped) return
    const connection = new pg.Client({ connectionString })
    client = connection
    const again = (error?: Error) => {
      if (client !== connection) return
      client = null
      if (error) onError(error)
      connection.end().catch(() => {})
      if (!stopped) retry = setTimeout(() => void connect(), retryMs)
    }
    connection.on('error', again)
    connection.on('end', () => again())
    connection.on('notification', (message) => {
      if (message.channel === BUILD_CHANNEL && message.payload) onBuild(message.payload)
    })
    try {
      await connection.connect()
      await connection.query(`LISTEN ${BUILD_CHANNEL}`)
      onBuild(null)
    } catch (error) {
      again(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void connect()
  return {
    stop: async () => {
      stopped = true
      if (retry) clearTimeout(retry)
      const connection = client
      client = null
      await connection?.end().catch(() => {})
    },
  }
}
