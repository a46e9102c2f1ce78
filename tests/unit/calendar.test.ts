import { describe, expect, it } from 'vitest'

import { groupByCategory, groupByMonth } from '../../site/src/lib/calendar'

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
