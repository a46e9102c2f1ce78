import { fetchFromPublicHost, OutboundRequestFailed } from '@cms/core/outbound/fetchFromPublicHost'

/** How long one feed may take, and how large it may be. */
const CALENDAR_FETCH_TIMEOUT_MS = 10_000
const CALENDAR_MAX_BYTES = 1_000_000

/** A feed that could not be read: an address the portal will not ask, or an answer it cannot use. */
export class CalendarFetchFailed extends Error {
  override name = 'CalendarFetchFailed'
}

/**
 * Reads an owner's calendar feed through the outbound guard: public hosts only, checked after
 * resolution and connected to as checked, no redirects, at most 10 s and 1 MB.
 */
export async function fetchCalendar(address: string): Promise<string> {
  try {
    return await fetchFromPublicHost(address, { timeoutMs: CALENDAR_FETCH_TIMEOUT_MS, maxBytes: CALENDAR_MAX_BYTES, accept: 'text/calendar, */*;q=0.5' })
  } catch (error) {
    if (error instanceof OutboundRequestFailed) throw new CalendarFetchFailed(error.message, { cause: error })
    throw error
  }
}
