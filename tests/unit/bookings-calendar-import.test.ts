import { describe, expect, it } from 'vitest'

import { busyDaysOf, CalendarUnreadable, mergeRuns } from '@cms/features/bookings/calendarImport'

const feed = (...events: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Another marketplace//EN',
    'BEGIN:VTIMEZONE',
    'TZID:Europe/Moscow',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'END:STANDARD',
    'END:VTIMEZONE',
    ...events.flatMap((event, index) => ['BEGIN:VEVENT', `UID:event-${index}@test`, 'DTSTAMP:20261101T000000Z', ...event.split('\n'), 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n')

const window = { from: '2026-12-01', until: '2027-12-31' }

describe('an imported calendar’s busy days', () => {
  it('takes all-day events with their exclusive end, and timed ones by the lake’s days', () => {
    const days = busyDaysOf(
      feed(
        'DTSTART;VALUE=DATE:20261205\nDTEND;VALUE=DATE:20261208\nSUMMARY:Charter elsewhere',
        // 22:00 in Moscow on the 10th is 03:00 on the 11th at the lake (UTC+8).
        'DTSTART;TZID=Europe/Moscow:20261210T220000\nDTEND;TZID=Europe/Moscow:20261211T020000',
        'DTSTART:20261220T010000Z\nDTEND:20261220T030000Z',
      ),
      window,
    )
    expect(days).toEqual([
      { startDate: '2026-12-05', endDate: '2026-12-07' },
      { startDate: '2026-12-11', endDate: '2026-12-11' },
      { startDate: '2026-12-20', endDate: '2026-12-20' },
    ])
  })

  it('expands recurring events, and leaves out cancelled, free and past ones', () => {
    const days = busyDaysOf(
      feed(
        'DTSTART;VALUE=DATE:20270102\nDTEND;VALUE=DATE:20270103\nRRULE:FREQ=WEEKLY;COUNT=3',
        'DTSTART;VALUE=DATE:20270301\nDTEND;VALUE=DATE:20270305\nSTATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270401\nDTEND;VALUE=DATE:20270405\nTRANSP:TRANSPARENT',
        'DTSTART;VALUE=DATE:20261101\nDTEND;VALUE=DATE:20261103',
        'DTSTART;VALUE=DATE:20261130\nDTEND;VALUE=DATE:20261203',
      ),
      window,
    )
    expect(days).toEqual([
      { startDate: '2026-12-01', endDate: '2026-12-02' },
      { startDate: '2027-01-02', endDate: '2027-01-02' },
      { startDate: '2027-01-09', endDate: '2027-01-09' },
      { startDate: '2027-01-16', endDate: '2027-01-16' },
    ])
  })

  it('is refused when the feed is not an iCalendar', () => {
    expect(() => busyDaysOf('<html>Sign in</html>', window)).toThrow(CalendarUnreadable)
    expect(() => busyDaysOf('BEGIN:VCARD\r\nEND:VCARD', window)).toThrow(CalendarUnreadable)
  })

  it('merges runs that overlap or touch', () => {
    expect(
      mergeRuns([
        { startDate: '2027-01-05', endDate: '2027-01-06' },
        { startDate: '2027-01-01', endDate: '2027-01-03' },
        { startDate: '2027-01-04', endDate: '2027-01-04' },
        { startDate: '2027-01-10', endDate: '2027-01-12' },
      ]),
    ).toEqual([
      { startDate: '2027-01-01', endDate: '2027-01-06' },
      { startDate: '2027-01-10', endDate: '2027-01-12' },
    ])
  })
})
