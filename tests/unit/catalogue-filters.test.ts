import { describe, expect, it } from 'vitest'

import { bucketOf, countMatching, DESTINATION_DURATIONS, matchesFilters, overlapsDays, TRIP_DURATIONS, TRIP_PRICES } from '@site/features/catalogue/filters'

describe('destination duration filter (spec 9: 1-2, 3-4, 5+ days)', () => {
  it('puts each number of days in its bucket', () => {
    expect([1, 2, 3, 4, 5, 7, 60].map((days) => bucketOf(DESTINATION_DURATIONS, days))).toEqual(['1-2', '1-2', '3-4', '3-4', '5+', '5+', '5+'])
  })
  it('counts a part of a day toward the longer bucket', () => {
    expect(bucketOf(DESTINATION_DURATIONS, 2.5)).toBe('3-4')
    expect(bucketOf(DESTINATION_DURATIONS, 4.5)).toBe('5+')
  })
})

describe('trip duration filter (spec 9: 1-2, 3-5, 6+ days)', () => {
  it('puts the seed durations 2, 2, 4, 5, 7, 10 in pairs', () => {
    expect([2, 2, 4, 5, 7, 10].map((days) => bucketOf(TRIP_DURATIONS, days))).toEqual(['1-2', '1-2', '3-5', '3-5', '6+', '6+'])
  })
  it('splits at 2/3 and 5/6 days', () => {
    expect(bucketOf(TRIP_DURATIONS, 1)).toBe('1-2')
    expect(bucketOf(TRIP_DURATIONS, 3)).toBe('3-5')
    expect(bucketOf(TRIP_DURATIONS, 6)).toBe('6+')
  })
})

describe('trip price filter (spec 9: under $10k, $10k-$20k, over $20k)', () => {
  it('puts the seed totals in pairs', () => {
    expect([2_200, 4_600, 10_400, 17_000, 20_300, 52_000].map((price) => bucketOf(TRIP_PRICES, price))).toEqual([
      'under-10k',
      'under-10k',
      '10k-20k',
      '10k-20k',
      'over-20k',
      'over-20k',
    ])
  })
  it('keeps exactly $10,000 and $20,000 in the middle bucket', () => {
    expect(bucketOf(TRIP_PRICES, 9_999)).toBe('under-10k')
    expect(bucketOf(TRIP_PRICES, 10_000)).toBe('10k-20k')
    expect(bucketOf(TRIP_PRICES, 20_000)).toBe('10k-20k')
    expect(bucketOf(TRIP_PRICES, 20_001)).toBe('over-20k')
    expect(bucketOf(TRIP_PRICES, 0)).toBe('under-10k')
  })
  it('has no bucket for a number that is not one', () => {
    expect(bucketOf(TRIP_PRICES, Number.NaN)).toBeUndefined()
  })
})

describe('matching items against the chosen filters', () => {
  const trips = [
    { duration: '1-2', price: 'under-10k' },
    { duration: '3-5', price: '10k-20k' },
    { duration: '6+', price: 'over-20k' },
    { duration: '6+', price: '10k-20k' },
  ]
  it('lets everything through when every filter is "all" or not chosen', () => {
    expect(countMatching(trips, { duration: 'all', price: 'all' })).toBe(4)
    expect(countMatching(trips, {})).toBe(4)
  })
  it('combines filters: an item must pass each of them', () => {
    expect(countMatching(trips, { duration: '6+', price: 'all' })).toBe(2)
    expect(countMatching(trips, { duration: '6+', price: '10k-20k' })).toBe(1)
    expect(countMatching(trips, { duration: '1-2', price: 'over-20k' })).toBe(0)
  })
  it('does not match an item without a value for a chosen filter', () => {
    expect(matchesFilters({ duration: '1-2' }, { price: 'under-10k' })).toBe(false)
    expect(matchesFilters({ duration: '1-2' }, { price: 'all' })).toBe(true)
  })
})

describe('the events’ dates filter', () => {
  it('shows an event when any of its days is in the chosen window, either bound open', () => {
    expect(overlapsDays('2027-06-19', '2027-06-20', '', '')).toBe(true)
    expect(overlapsDays('2027-06-19', '2027-06-20', '2027-06-20', '')).toBe(true)
    expect(overlapsDays('2027-06-19', '2027-06-20', '2027-06-21', '')).toBe(false)
    expect(overlapsDays('2027-06-19', '2027-06-20', '', '2027-06-19')).toBe(true)
    expect(overlapsDays('2027-06-19', '2027-06-20', '', '2027-06-18')).toBe(false)
    expect(overlapsDays('2027-06-01', '2027-06-30', '2027-06-10', '2027-06-12')).toBe(true)
  })
})
