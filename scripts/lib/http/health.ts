import type { IncomingMessage, ServerResponse } from 'node:http'

/** Why a server cannot take traffic now, or null when it can. */
export type ReadinessCheck = () => Promise<string | null>

/** Longer than this and the check itself is the answer: a proxy must not hang on a probe. */
const READINESS_TIMEOUT_MS = 2_000

/** A server's health as its probes read it: alive while the process runs; ready until it drains. */
export type Health = {
  /**
   * Answers `/healthz` and `/readyz` itself (true), or leaves the request to the server (false).
   * - `/healthz`: 200 while the process can answer at all (a liveness probe restarts it otherwise);
   * - `/readyz`: 200 when `check` finds nothing wrong within READINESS_TIMEOUT_MS, 503 with the
   *   reason otherwise, and 503 from the moment the server starts to shut down, so a proxy or an
   *   orchestrator sends it nothing new while its requests under way finish.
   */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  /** From now on `/readyz` answers 503 "draining". */
  drain: () => void
}

function answer(res: ServerResponse, status: number, body: Record<string, string>): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

async function withinTimeout(check: ReadinessCheck, timeoutMs: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs)
  })
  try {
    return await Promise.race([check().catch((error: unknown) => (error instanceof Error ? error.message : String(error))), late])
  } finally {
    clearTimeout(timer)
  }
}

export function health(check: ReadinessCheck, { timeoutMs = READINESS_TIMEOUT_MS } = {}): Health {
  let draining = false
  return {
    drain: () => {
      draining = true
    },
    handle: (req, res) => {
      const path = (req.url ?? '/').split('?')[0]
      if (path !== '/healthz' && path !== '/readyz') return false
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' })
        res.end()
        return true
      }
      if (path === '/healthz') {
        answer(res, 200, { status: 'alive' })
        return true
      }
      if (draining) {
        answer(res, 503, { status: 'draining' })
        return true
      }
      void withinTimeout(check, timeoutMs).then((problem) => answer(res, problem ? 503 : 200, problem ? { status: 'unready', reason: problem } : { status: 'ready' }))
      return true
    },
  }
}

/** A pool's query, as node-postgres's Pool and Payload's `db.pool` both offer it. */
type Queryable = { query: (text: string) => Promise<unknown> }

/** The database answers a trivial query; its error's words otherwise (no address or password in them). */
export function databaseAnswers(pool: Queryable): ReadinessCheck {
  return async () => {
    try {
      await pool.query('SELECT 1')
      return null
    } catch {
      return 'the database does not answer'
    }
  }
}
