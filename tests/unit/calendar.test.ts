import { describe, expect, it } from 'vitest'

import { daysFrom, groupByCategory, groupByMonth, monthsFrom, monthWeeks, siteDayOf } from '@site/lib/calendar'

describe('grouping events by month', () => {
  const events = [
    { id: 3, start: '2027-08-06T02:00:00.000Z' },
    { id: 1, start: '2027-06-21T01:00:00.000Z' },
    { id: 4, start: '2027-07-31T20:00:00.000Z' }, // 1 August on Baikal
    { id: 2, start: '2027-07-16T02:00:00.000Z' },
  ]
  it('orders months and the events within them by date', () => {
    const months = groupByMonth(events, (event) => event.start)
    expect(months.map((month) => month.month)).toEqual(['2027-06', '2027-07', '2027-08'])
    expect(months.map((month) => month.items.map((event) => event.id))).toEqual([[1], [2], [4, 3]])
  })
  it('gives no months for no events', () => {
    expect(groupByMonth([], () => '')).toEqual([])
  })
})

describe('grouping articles by category', () => {
  it('follows the given order, leaves out empty categories and puts unknown ones last', () => {
    const articles = [
      { title: 'Winds', category: 'navigation' },
      { title: 'Seal', category: 'nature' },
      { title: 'Charts', category: 'navigation' },
      { title: 'Misc', category: 'other' },
    ]
    const groups = groupByCategory(articles, (a) => a.category, ['safety', 'navigation', 'nature'])
    expect(groups.map((g) => [g.category, g.items.map((a) => a.title)])).toEqual([
      ['navigation', ['Winds', 'Charts']],
      ['nature', ['Seal']],
      ['other', ['Misc']],
    ])
  })
})

describe('the events’ month view', () => {
  it('lays a month out Monday first, with blanks before and after', () => {
    // June 2027 begins on a Tuesday and ends on a Wednesday.
    const weeks = monthWeeks('2027-06')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([null, '2027-06-01', '2027-06-02', '2027-06-03', '2027-06-04', '2027-06-05', '2027-06-06'])
    expect(weeks[4]).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', null, null, null, null])
    // February 2027 begins on a Monday: four full weeks.
    expect(monthWeeks('2027-02').map((week) => week.filter(Boolean).length)).toEqual([7, 7, 7, 7])
  })
  it('counts days and months across the year’s end, and reads instants as the lake’s days', () => {
    expect(daysFrom('2027-12-30', '2028-01-02')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02'])
    expect(monthsFrom('2027-11', '2028-02')).toEqual(['2027-11', '2027-12', '2028-01', '2028-02'])
    expect(monthsFrom('2027-06', '2027-06')).toEqual(['2027-06'])
    // 20:00 UTC on 30 June is 04:00 on 1 July at the lake.
    expect(siteDayOf('2027-06-30T20:00:00.000Z')).toBe('2027-07-01')
  })
})
