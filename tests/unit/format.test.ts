import { describe, expect, it } from 'vitest'

import { calendarLeaf, formatCoordinates, formatDate, formatDateRange, formatDistance, formatHours, formatRating, monthKey, monthLabel } from '@site/ui/format'

/** Intl separates groups and ranges with (narrow) no-break and thin spaces: compare plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ')

describe('dates in the lake’s time zone (Irkutsk, UTC+8), in ru-RU and en-US', () => {
  it('formats a range of days', () => {
    expect(plain(formatDateRange('ru', '2027-06-19T00:00:00.000Z', '2027-06-20T00:00:00.000Z'))).toBe('19–20 июня 2027 г.')
    expect(plain(formatDateRange('en', '2027-06-19T00:00:00.000Z', '2027-06-20T00:00:00.000Z'))).toBe('June 19 – 20, 2027')
  })
  it('formats a range with hours in local time', () => {
    expect(plain(formatDateRange('ru', '2027-09-24T02:00:00.000Z', '2027-09-24T10:00:00.000Z', { withTime: true }))).toBe('24 сентября 2027 г., 10:00–18:00')
  })
  it('shows one date when the range ends where it starts', () => {
    expect(plain(formatDateRange('en', '2027-06-19T00:00:00.000Z', '2027-06-19T00:00:00.000Z'))).toBe('June 19, 2027')
    expect(plain(formatDate('ru', '2027-06-19T00:00:00.000Z'))).toBe('19 июня 2027 г.')
  })
  it('takes the month from local time, not UTC', () => {
    // 20:00 UTC on 31 July is already 1 August on Baikal.
    expect(monthKey('2027-07-31T20:00:00.000Z')).toBe('2027-08')
    expect(monthKey('2027-06-21T01:00:00.000Z')).toBe('2027-06')
  })
  it('names a month with a capital letter and its year', () => {
    expect(monthLabel('ru', '2027-06')).toBe('Июнь 2027')
    expect(monthLabel('en', '2027-09')).toBe('September 2027')
  })
  it('gives a calendar leaf of day and short month', () => {
    expect(calendarLeaf('en', '2027-07-31T20:00:00.000Z')).toEqual({ day: '1', month: 'Aug' })
    expect(calendarLeaf('ru', '2027-06-21T01:00:00.000Z').day).toBe('21')
  })
})

describe('numbers in the conventions of the language', () => {
  it('formats distances, ratings and hours', () => {
    expect(plain(formatDistance('ru', 150))).toBe('150 км')
    expect(formatDistance('en', 1200)).toBe('1,200 km')
    expect(formatRating('ru', 4.9)).toBe('4,9')
    expect(formatRating('en', 5)).toBe('5.0')
    expect(formatHours('ru', 1.5)).toBe('1,5 часа')
    expect(formatHours('en', 2)).toBe('2 hours')
  })
  it('formats coordinates with hemispheres', () => {
    expect(formatCoordinates('en', 53.204, 107.339)).toBe('53.204° N, 107.339° E')
    expect(plain(formatCoordinates('ru', 53.204, 107.339))).toBe('53,204° с. ш., 107,339° в. д.')
    expect(formatCoordinates('en', -33.85679, -151.2153)).toBe('33.8568° S, 151.2153° W')
  })
})
