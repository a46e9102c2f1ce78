import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

/** How long one feed may take, and how large it may be. */
const CALENDAR_FETCH_TIMEOUT_MS = 10_000
const CALENDAR_MAX_BYTES = 1_000_000

/** A feed that could not be read: an address the portal will not ask, or an answer it cannot use. */
export class CalendarFetchFailed extends Error {
  override name = 'CalendarFetchFailed'
}

/** Loopback, private, link-local and other addresses no owner's calendar lives at. */
function isInternal(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase()
    if (lower.startsWith('::ffff:')) return isInternal(lower.slice(7))
    return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
  }
  const [a = 0, b = 0] = address.split('.').map(Number)
  return (
    a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224
  )
}

/**
 * Reads an owner's calendar feed. The address is the owner's to choose, so the server asks only
 * public hosts over http(s) (no requests into the portal's own network), follows no redirect to
 * anywhere else, waits at most 10 s and reads at most 1 MB. CALENDAR_IMPORT_PRIVATE_HOSTS=allow
 * lifts the host rule, for tests and for feeds served inside a deployment's own network.
 */
export async function fetchCalendar(address: string): Promise<string> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new CalendarFetchFailed('Not a web address')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalendarFetchFailed('Only http and https addresses are read')
  if (process.env.CALENDAR_IMPORT_PRIVATE_HOSTS !== 'allow') {
    const host = url.hostname.replace(/^\[|\]$/g, '')
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((found) => found.address)
    if (addresses.length === 0) throw new CalendarFetchFailed(`${host} could not be found`)
    if (addresses.some(isInternal)) throw new CalendarFetchFailed(`${host} is not a public address`)
  }
  let response: Response
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(CALENDAR_FETCH_TIMEOUT_MS), headers: { accept: 'text/calendar, */*;q=0.5' } })
  } catch (error) {
    throw new CalendarFetchFailed(`The feed could not be read: ${String(error).slice(0, 200)}`)
  }
  if (!response.ok) throw new CalendarFetchFailed(`The feed answered ${response.status}`)
  const declared = Number(response.headers.get('content-length'))
  if (declared > CALENDAR_MAX_BYTES) throw new CalendarFetchFailed('The feed is larger than 1 MB')
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > CALENDAR_MAX_BYTES) {
      await reader.cancel()
      throw new CalendarFetchFailed('The feed is larger than 1 MB')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
