import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { type AnalyticsDay, type AnalyticsReport, CONVERSION_EVENTS, type ConversionEvent, isConversion } from './contract/analytics'
import type { Payload } from 'payload'
import { analyticsRows } from './analyticsCounts'

const noConversions = (): Record<ConversionEvent, number> => Object.fromEntries(CONVERSION_EVENTS.map((type) => [type, 0])) as Record<ConversionEvent, number>

/** The analytics tab's report: every day of the range listed (quiet ones as zeros), totals, and the top pages. */
export async function analyticsReport(payload: Payload, days: number): Promise<AnalyticsReport> {
  const today = marinaDayOf(new Date())
  const byDay = new Map<string, AnalyticsDay>()
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const day = addDays(today, -offset)
    byDay.set(day, { day, pageViews: 0, sessions: 0, conversions: noConversions() })
  }
  const rows = await analyticsRows(payload, days)
  for (const row of rows.perDay) {
    const day = byDay.get(row.day)
    if (!day) continue
    if (row.metric === 'page_view') day.pageViews += row.count
    else if (row.metric === 'session') day.sessions += row.count
    else if (isConversion(row.metric)) day.conversions[row.metric] += row.count
  }
  const list = [...byDay.values()]
  const totals = { pageViews: 0, sessions: 0, conversions: noConversions() }
  for (const day of list) {
    totals.pageViews += day.pageViews
    totals.sessions += day.sessions
    for (const type of CONVERSION_EVENTS) totals.conversions[type] += day.conversions[type]
  }
  return { days: list, topPages: rows.topPages, totals }
}
