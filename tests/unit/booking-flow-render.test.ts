import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import BookingFlow from '@site/features/bookings/BookingFlow'
import { bookableYacht as yacht } from '../support/bookableYacht'

/** The island as the yacht page's build renders it, at `now`. */
function renderedAt(now: string, locale: 'ru' | 'en'): string {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] })
  return renderToString(createElement(BookingFlow, { locale, yacht, authPath: '/auth', bookingsPath: '/dashboard/bookings', yachtsPath: '/yachts' }))
}

afterEach(() => {
  vi.useRealTimers()
})

describe("the yacht page's booking island", () => {
  // A yacht page's key holds the content it reads, not the day: a page that carried the build's
  // day would differ after the lake's midnight though nothing in it changed.
  it.each(['ru', 'en'] as const)('renders the same page on two days of the lake (%s)', (locale) => {
    const before = renderedAt('2026-07-14T15:59:00Z', locale)
    const after = renderedAt('2026-07-14T16:01:00Z', locale)
    expect(before).toContain('Baikal Star')
    expect(after).toBe(before)
  })
})
