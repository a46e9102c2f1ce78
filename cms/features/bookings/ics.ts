import { addDays } from '@cms/core/contract/marinaDays'

/**
 * iCalendar (RFC 5545): bookings as all-day events on the marina's days (the customer's email
 * attachment, the owner's calendar feed), and the portal's events at their times (Add to calendar,
 * the events feed). Text is escaped and lines folded at 75 octets as the RFC asks; lines end in CRLF.
 */
type When =
  /** Marina days, both included ('YYYY-MM-DD'). */
  | { startDate: string; endDate: string }
  /** Instants, written in UTC. */
  | { startsAt: Date; endsAt: Date }

export type CalendarEvent = When & {
  uid: string
  summary: string
  description?: string
  location?: string
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  /** Bumped each time the event changes, so calendars take the newer one. */
  sequence: number
  updatedAt: Date
}

const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const stamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** Folds a content line into 75-octet pieces, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

export function calendar(events: CalendarEvent[], { method = 'PUBLISH', name }: { method?: 'PUBLISH' | 'CANCEL'; name?: string } = {}): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Baikal Yachts//Portal//EN', 'CALSCALE:GREGORIAN', `METHOD:${method}`]
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`)
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(event.updatedAt)}`,
      ...('startsAt' in event
        ? [`DTSTART:${stamp(event.startsAt)}`, `DTEND:${stamp(event.endsAt)}`]
        : // DTEND of an all-day event is the day after the last one.
          [`DTSTART;VALUE=DATE:${event.startDate.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${addDays(event.endDate, 1).replace(/-/g, '')}`]),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `STATUS:${event.status}`,
      `SEQUENCE:${event.sequence}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
