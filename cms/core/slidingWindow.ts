/**
 * A sliding-window count from two fixed windows: the current window's hits plus the previous
 * window's, weighted by how much of it still lies within one window length of now. A fixed window
 * alone forgets everything at its boundary, so a guesser could spend a whole limit just before it
 * and another just after; this estimate cannot be gamed that way, and costs one more indexed read.
 */
export type WindowCounts = {
  /** Hits in the current fixed window, this one included. */
  current: number
  /** Hits in the fixed window before it. */
  previous: number
  /** Seconds since the current window began, from 0 up to (not including) windowSeconds. */
  elapsedSeconds: number
  windowSeconds: number
}

export function slidingCount({ current, previous, elapsedSeconds, windowSeconds }: WindowCounts): number {
  return current + previous * (1 - elapsedSeconds / windowSeconds)
}

/** Whether the request that brought the count to `counts` may go on. */
export function withinLimit(counts: WindowCounts, limit: number): boolean {
  return slidingCount(counts) <= limit
}

/**
 * Seconds until one more request would be allowed, assuming no other request meanwhile (at least 1):
 * the previous window's share fades first; if the current window alone is over the limit, its own
 * share has to fade in the next window.
 */
export function secondsUntilAllowed({ current, previous, elapsedSeconds, windowSeconds }: WindowCounts, limit: number): number {
  // One more request must fit: the count must fall to limit - 1 before it is made.
  const room = limit - 1
  let seconds: number
  if (current <= room) {
    // previous * (1 - (elapsed + t) / W) <= room - current
    seconds = previous === 0 ? 0 : windowSeconds * (1 - (room - current) / previous) - elapsedSeconds
  } else {
    // In the next window the current count is the previous one: current * (1 - t / W) <= room.
    seconds = windowSeconds - elapsedSeconds + windowSeconds * (1 - room / current)
  }
  return Math.max(1, Math.ceil(seconds))
}
