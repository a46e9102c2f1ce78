import ICAL from 'ical.js'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'

/** A run of the marina's days, both ends included. */
export type DayRun = { startDate: string; endDate: string }

/** The most occurrences one recurring event may add (a daily event over two years, with room). */
const OCCURRENCES_PER_EVENT = 800
/** The most events one feed may hold before it is refused as not a yacht's calendar. */
const CALENDAR_EVENTS_MAX = 5000

/** A feed that is not an iCalendar, or holds more than a yacht's calendar would. */
export class CalendarUnreadable extends Error {
  override name = 'CalendarUnreadable'
}

/** The marina days a timed or all-day span covers: an all-day end is exclusive, as is a timed one's instant. */
function daysOf(start: ICAL.Time, end: ICAL.Time): DayRun | null {
  if (start.isDate) {
    const first = start.toString().slice(0, 10)
    const after = end.isDate ? end.toString().slice(0, 10) : addDays(first, 1)
    return after > first ? { startDate: first, endDate: addDays(after, -1) } : { startDate: first, endDate: first }
  }
  const from = start.toJSDate()
  const until = end.toJSDate()
  if (!(until > from)) return { startDate: marinaDayOf(from), endDate: marinaDayOf(from) }
  return { startDate: marinaDayOf(from), endDate: marinaDayOf(new Date(until.getTime() - 1)) }
}

/** Runs that overlap or touch become one, in order. */
export function mergeRuns(runs: readonly DayRun[]): DayRun[] {
  const sorted = [...runs].sort((a, b) => a.startDate.localeCompare(b.startDate))
  const merged: DayRun[] = []
  for (const run of sorted) {
    const last = merged.at(-1)
    if (last && run.startDate <= addDays(last.endDate, 1)) {
      if (run.endDate > last.endDate) last.endDate = run.endDate
    } else merged.push({ ...run })
  }
  return merged
}

/**
 * The days an iCalendar feed (another marketplace's, or the owner's own calendar) says the yacht
 * is taken, from `from` to `until`: every busy event, recurring ones expanded, cancelled and
 * "free" (TRANSP:TRANSPARENT) ones left out, in the lake's days, merged.
 */
export function busyDaysOf(ics: string, { from, until }: { from: string; until: string }): DayRun[] {
  let calendar: ICAL.Component
  try {
    calendar = new ICAL.Component(ICAL.parse(ics))
  } catch (error) {
    throw new CalendarUnreadable(`Not an iCalendar feed: ${String(error).slice(0, 200)}`)
  }
  if (calendar.name !== 'vcalendar') throw new CalendarUnreadable('Not an iCalendar feed')
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent')
  if (events.length > CALENDAR_EVENTS_MAX) throw new CalendarUnreadable(`The feed holds ${events.length} events`)

  const runs: DayRun[] = []
  const keep = (run: DayRun | null) => {
    if (!run || run.endDate < from || run.startDate > until) return
    runs.push({ startDate: run.startDate < from ? from : run.startDate, endDate: run.endDate > until ? until : run.endDate })
  }
  for (const component of events) {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase()
    const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase()
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue
    const event = new ICAL.Event(component)
    if (!event.startDate) continue
    if (!event.isRecurring()) {
      keep(daysOf(event.startDate, event.endDate ?? event.startDate))
      continue
    }
    const occurrences = event.iterator()
    for (let count = 0; count < OCCURRENCES_PER_EVENT; count += 1) {
      const next = occurrences.next()
      if (!next) break
      const details = event.getOccurrenceDetails(next)
      const run = daysOf(details.startDate, details.endDate)
      if (run && run.startDate > until) break
      keep(run)
    }
  }
  return mergeRuns(runs)
}
