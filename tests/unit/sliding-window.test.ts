import { describe, expect, it } from 'vitest'

import { secondsUntilAllowed, slidingCount, withinLimit } from '@cms/core/slidingWindow'

const window = { windowSeconds: 900 }

describe('the sliding-window count behind every rate limit', () => {
  it('counts the previous window in full at its end, and not at all one window later', () => {
    expect(slidingCount({ ...window, current: 1, previous: 5, elapsedSeconds: 0 })).toBe(6)
    expect(slidingCount({ ...window, current: 1, previous: 4, elapsedSeconds: 450 })).toBe(3)
    expect(slidingCount({ ...window, current: 2, previous: 9, elapsedSeconds: 899 })).toBeCloseTo(2.01)
  })

  it('refuses the sixth of five attempts made across a window boundary', () => {
    // Four attempts just before the boundary, the fifth and sixth just after.
    expect(withinLimit({ ...window, current: 1, previous: 4, elapsedSeconds: 2 }, 5)).toBe(true)
    expect(withinLimit({ ...window, current: 2, previous: 4, elapsedSeconds: 3 }, 5)).toBe(false)
    // A fixed window alone would have allowed five more after the boundary.
    expect(withinLimit({ ...window, current: 5, previous: 5, elapsedSeconds: 10 }, 5)).toBe(false)
  })

  it('says when one more attempt will be allowed', () => {
    // Six in this window, limit five: wait out the rest of it and most of the next.
    expect(secondsUntilAllowed({ ...window, current: 6, previous: 0, elapsedSeconds: 100 }, 5)).toBe(800 + 300)
    // Two now and five before: the previous window's share must fall to two.
    expect(secondsUntilAllowed({ ...window, current: 2, previous: 5, elapsedSeconds: 0 }, 5)).toBe(540)
    const counts = { ...window, current: 2, previous: 5, elapsedSeconds: 540 }
    expect(withinLimit({ ...counts, current: counts.current + 1 }, 5)).toBe(true)
    expect(secondsUntilAllowed({ ...window, current: 0, previous: 0, elapsedSeconds: 0 }, 5)).toBe(1)
  })
})
