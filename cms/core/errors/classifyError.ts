/**
 * What a failure means for the one who asked, whatever door it came through:
 * - `bad-input`: PostgreSQL refused a value (SQLSTATE class 22: a NUL byte, a number out of
 *   range, text where an id belongs) or a filter that does not fit its column. The request was
 *   wrong: a 400, never a 500.
 * - `conflict`: a constraint refused the write (class 23): 409.
 * - `unavailable`: the database cannot be reached or is shutting down: 503, and nothing about
 *   the visitor's session is concluded from it.
 * - `internal`: anything else, a bug: 500.
 * Drivers wrap errors (drizzle's DrizzleQueryError keeps PostgreSQL's on `cause`), so the whole
 * cause chain is read.
 */
export type Failure = 'bad-input' | 'conflict' | 'unavailable' | 'internal'

/**
 * A filter the caller wrote that does not fit the column (`like` on a choice, a text compared to
 * a number): PostgreSQL finds no such operator (42883) or the types clash (42804).
 */
const QUERY_TYPE_MISMATCH = new Set(['42883', '42804'])

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])
// pg and pg-pool say these in words only.
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down)/i,
  /Cannot use a pool after calling end/i,
]

function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  let current: unknown = error
  while (current && chain.length < 8 && !chain.includes(current)) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  return chain
}

export function classifyError(error: unknown): Failure {
  for (const link of causes(error)) {
    const code = (link as { code?: unknown }).code
    if (typeof code === 'string') {
      if (UNAVAILABLE_NODE_CODES.has(code)) return 'unavailable'
      if (/^[0-9A-Z]{5}$/.test(code)) {
        if (code.startsWith('22') || QUERY_TYPE_MISMATCH.has(code)) return 'bad-input'
        if (code.startsWith('23')) return 'conflict'
        if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57P')) return 'unavailable'
      }
    }
    const message = link instanceof Error ? link.message : ''
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable'
  }
  return 'internal'
}

/**
 * Whether PostgreSQL refused the write as overlapping another row's range (SQLSTATE 23P01, an
 * exclusion constraint or the trigger that acts as one): days another booking or block holds.
 */
export function isExclusionViolation(error: unknown): boolean {
  return causes(error).some((link) => (link as { code?: unknown }).code === '23P01')
}

export const FAILURE_STATUS: Record<Failure, number> = { 'bad-input': 400, conflict: 409, unavailable: 503, internal: 500 }
