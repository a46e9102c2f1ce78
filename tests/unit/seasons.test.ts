import { describe, expect, it } from 'vitest'

import {
  comingSeason,
  firstDayOutOfSeason,
  firstStretchInSeasons,
  inSeasonParts,
  isMonthDay,
  lastDayInSeason,
  type NavigationSeason,
  nextDayInSeason,
  outOfSeason,
  seasonIn,
  seasonProblem,
  writtenMonthDay,
} from '@cms/features/seasons/contract/season'

const south: NavigationSeason = { opens: '05-25', closes: '10-31' }
const late: NavigationSeason = { ...south, years: [{ year: 2027, opens: '2027-06-10', closes: '2027-10-20' }] }

describe('a navigation season', () => {
  it('is the usual dates each year, or a year’s own', () => {
    expect(seasonIn(south, 2027)).toEqual({ start: '2027-05-25', end: '2027-10-31' })
    expect(seasonIn(late, 2027)).toEqual({ start: '2027-06-10', end: '2027-10-20' })
    expect(seasonIn(late, 2028)).toEqual({ start: '2028-05-25', end: '2028-10-31' })
  })

  it('names the closed stretches of a window, across the new year', () => {
    expect(outOfSeason(south, { start: '2026-11-26', end: '2027-07-01' })).toEqual([{ start: '2026-11-26', end: '2027-05-24' }])
    expect(outOfSeason(south, { start: '2027-01-10', end: '2027-12-31' })).toEqual([
      { start: '2027-01-10', end: '2027-05-24' },
      { start: '2027-11-01', end: '2027-12-31' },
    ])
    expect(outOfSeason(south, { start: '2027-07-01', end: '2027-07-10' })).toEqual([])
    expect(outOfSeason(south, { start: '2027-01-16', end: '2027-01-17' })).toEqual([{ start: '2027-01-16', end: '2027-01-17' }])
    expect(outOfSeason(late, { start: '2027-06-01', end: '2027-06-15' })).toEqual([{ start: '2027-06-01', end: '2027-06-09' }])
  })

  it('refuses a range with any closed day: the first and the last day count', () => {
    expect(firstDayOutOfSeason(south, { start: '2027-05-24', end: '2027-05-26' })).toBe('2027-05-24')
    expect(firstDayOutOfSeason(south, { start: '2027-10-30', end: '2027-11-01' })).toBe('2027-11-01')
    expect(firstDayOutOfSeason(south, { start: '2027-05-25', end: '2027-10-31' })).toBeNull()
  })

  it('keeps only the days in season of a run, in pieces', () => {
    expect(inSeasonParts(south, { start: '2027-10-25', end: '2028-06-02' })).toEqual([
      { start: '2027-10-25', end: '2027-10-31' },
      { start: '2028-05-25', end: '2028-06-02' },
    ])
    expect(inSeasonParts(south, { start: '2027-12-01', end: '2028-01-31' })).toEqual([])
  })

  it('names the coming season, with a year’s own dates when it has them', () => {
    expect(comingSeason(south, '2026-11-26')).toEqual({ year: 2027, days: { start: '2027-05-25', end: '2027-10-31' }, ownDates: false })
    expect(comingSeason(late, '2026-11-26')).toEqual({ year: 2027, days: { start: '2027-06-10', end: '2027-10-20' }, ownDates: true })
    expect(comingSeason(late, '2027-10-25')).toEqual({ year: 2028, days: { start: '2028-05-25', end: '2028-10-31' }, ownDates: false })
  })

  it('finds the next and the last day in season', () => {
    expect(nextDayInSeason(south, '2026-11-26')).toBe('2027-05-25')
    expect(nextDayInSeason(south, '2027-07-01')).toBe('2027-07-01')
    expect(lastDayInSeason(south, '2027-01-15')).toBe('2026-10-31')
    expect(lastDayInSeason(south, '2027-07-01')).toBe('2027-07-01')
  })

  it('finds the first stretch every season holds', () => {
    const north: NavigationSeason = { opens: '06-15', closes: '10-15' }
    expect(firstStretchInSeasons([south, north], '2026-11-26', 42)).toBe('2027-06-15')
    expect(firstStretchInSeasons([south, north], '2027-07-01', 42)).toBe('2027-07-01')
    // Too close to the autumn closing: the next year's.
    expect(firstStretchInSeasons([south, north], '2027-09-20', 42)).toBe('2028-06-15')
  })

  it('says what is wrong with dates an editor typed', () => {
    expect(seasonProblem(south)).toBeNull()
    expect(seasonProblem({ opens: '5-25', closes: '10-31' })).toBe('monthDayInvalid')
    expect(seasonProblem({ opens: '02-29', closes: '10-31' })).toBe('monthDayInvalid')
    expect(seasonProblem({ opens: '10-31', closes: '05-25' })).toBe('closesBeforeOpens')
    expect(seasonProblem({ ...south, years: [{ year: 2027, opens: '2027-06-31', closes: '2027-10-01' }] })).toBe('dateInvalid')
    expect(seasonProblem({ ...south, years: [{ year: 2027, opens: '2028-06-01', closes: '2028-10-01' }] })).toBe('outsideItsYear')
    expect(seasonProblem({ ...south, years: [late.years![0]!, late.years![0]!] })).toBe('yearTwice')
    expect(isMonthDay('12-31')).toBe(true)
  })

  it('is written as readers write a day of the year', () => {
    expect(writtenMonthDay('ru', '05-25')).toBe('25 мая')
    expect(writtenMonthDay('en', '10-31')).toBe('31 October')
  })
})
