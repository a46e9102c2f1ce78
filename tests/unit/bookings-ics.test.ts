import { describe, expect, it } from 'vitest'

import { calendar, foldLine } from '@cms/features/bookings/ics'

describe('booking calendars (RFC 5545)', () => {
  const event = {
    uid: 'booking-7@baikal-yachts',
    startDate: '2027-07-30',
    endDate: '2027-07-31',
    summary: 'Angara, Листвянка; залив',
    description: 'Line one\nLine, two',
    status: 'CONFIRMED' as const,
    sequence: 0,
    updatedAt: new Date('2027-06-01T10:20:30Z'),
  }

  it('writes all-day events whose end is the morning after the last day, with CRLF lines', () => {
    const text = calendar([event])
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text).toContain('DTSTART;VALUE=DATE:20270730\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20270801\r\n')
    expect(text).toContain('DTSTAMP:20270601T102030Z\r\n')
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
  })

  it('writes timed events (the portal’s regattas) at their instants in UTC', () => {
    const { startDate: _start, endDate: _end, ...rest } = event
    const text = calendar([{ ...rest, startsAt: new Date('2027-06-21T09:00:00+08:00'), endsAt: new Date('2027-06-22T18:00:00+08:00') }], { name: 'Регаты' })
    expect(text).toContain('DTSTART:20270621T010000Z\r\n')
    expect(text).toContain('DTEND:20270622T100000Z\r\n')
    expect(text).toContain('X-WR-CALNAME:Регаты\r\n')
    expect(text).not.toContain('VALUE=DATE')
  })

  it('escapes text and cancels with METHOD:CANCEL', () => {
    const text = calendar([{ ...event, status: 'CANCELLED', sequence: 1 }], { method: 'CANCEL' })
    expect(text).toContain('SUMMARY:Angara\\, Листвянка\\; залив')
    expect(text).toContain('DESCRIPTION:Line one\\nLine\\, two')
    expect(text).toContain('METHOD:CANCEL')
    expect(text).toContain('STATUS:CANCELLED')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'Байкал '.repeat(20)}`)
    const pieces = folded.split('\r\n ')
    expect(pieces.length).toBeGreaterThan(2)
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75)
    expect(pieces.join('')).toBe(`SUMMARY:${'Байкал '.repeat(20)}`)
  })
})
