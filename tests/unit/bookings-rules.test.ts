import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { nearestFreeRanges } from '@cms/features/bookings/freeDates'
import { addDays, dayCount, dayStartsAt, MARINA_TIME_ZONE, marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { PriceRefusal, tripPrice, withMemberDiscount, yachtPrice, dayRate, minimumDaysFrom, priceRange, pricePeriodsProblem } from '@cms/features/bookings/contract/price'
import { bookingRequestSchema } from '@cms/features/bookings/contract/bookings'

describe('the marina’s days (Asia/Irkutsk)', () => {
  it('agree with the time-zone database: each day begins at 16:00 UTC the day before', () => {
    for (const day of ['2026-01-15', '2026-07-01', '2027-03-28', '2027-10-31']) {
      const start = dayStartsAt(day)
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: MARINA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).format(
        start,
      )
      expect(local).toBe(`${day}, 00`)
      expect(marinaDayOf(start)).toBe(day)
    }
  })
  it('count both ends, and hold the half-open range to the next morning', () => {
    expect(dayCount('2026-07-01', '2026-07-01')).toBe(1)
    expect(dayCount('2026-06-30', '2026-07-02')).toBe(3)
    const { startsAt, endsAt } = stayOf('2026-07-01', '2026-07-03')
    expect(startsAt.toISOString()).toBe('2026-06-30T16:00:00.000Z')
    expect(endsAt.toISOString()).toBe('2026-07-03T16:00:00.000Z')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })
})

describe('the price', () => {
  const yacht = { pricePerDay: 45_000, captain: 'optional' as const, captainPricePerDay: 9_000, waterEquipmentPricePerDay: 6_000 }
  it('adds the base, a captain, catering per guest and day, and water equipment', () => {
    const price = yachtPrice(yacht, { startDate: '2027-06-07', days: 3, guests: 4, captain: true, services: ['catering', 'water-equipment'] })
    expect(price.lines.map((line) => [line.item, line.amount])).toEqual([
      ['base', 135_000],
      ['captain', 27_000],
      ['catering', 30_000],
      ['water-equipment', 18_000],
    ])
    expect(price.total).toBe(210_000)
    expect(price.currency).toBe('RUB')
  })
  it('prices each day by its period: weekdays and weekends of the high season, other days at the base price', () => {
    const seasonal = {
      ...yacht,
      minimumDays: 1,
      pricePeriods: [
        { season: 'high' as const, from: '07-01', to: '08-31', pricePerDay: 60_000, weekendPricePerDay: 70_000, minimumDays: 2 },
        { season: 'shoulder' as const, from: '09-01', to: '09-30', pricePerDay: 40_000 },
      ],
    }
    // Tuesday 29 June to Sunday 4 July 2027: two June days, three weekdays and a Saturday and Sunday of July.
    const price = yachtPrice(seasonal, { startDate: '2027-06-29', days: 6, guests: 2, captain: false, services: [] })
    expect(price.lines).toEqual([
      { item: 'base', quantity: 2, unitPrice: 45_000, amount: 90_000 },
      { item: 'base', quantity: 2, unitPrice: 60_000, amount: 120_000, period: 'high' },
      { item: 'base', quantity: 2, unitPrice: 70_000, amount: 140_000, period: 'high', weekend: true },
    ])
    expect(price.total).toBe(350_000)
    expect(dayRate(seasonal, '2027-09-04')).toEqual({ price: 40_000, period: 'shoulder' })
    expect(minimumDaysFrom(seasonal, '2027-06-29', 2)).toBe(1)
    expect(minimumDaysFrom(seasonal, '2027-06-30', 2)).toBe(2)
    expect(priceRange(seasonal)).toEqual({ lowest: 40_000, highest: 70_000 })
  })

  it('refuses price periods that cannot be', () => {
    const period = { season: 'high' as const, pricePerDay: 1 }
    expect(
      pricePeriodsProblem([
        { ...period, from: '07-01', to: '08-31' },
        { ...period, from: '09-01', to: '09-30' },
      ]),
    ).toBeNull()
    expect(pricePeriodsProblem([{ ...period, from: '7-01', to: '08-31' }])).toBe('monthDayInvalid')
    expect(pricePeriodsProblem([{ ...period, from: '02-30', to: '03-31' }])).toBe('monthDayInvalid')
    expect(pricePeriodsProblem(Array.from({ length: 13 }, (_, month) => ({ ...period, from: '01-01', to: `01-${String(month + 10)}` })))).toBe('tooMany')
    expect(pricePeriodsProblem(2)).toBeNull()
    expect(pricePeriodsProblem([{ ...period, from: '08-31', to: '07-01' }])).toBe('toBeforeFrom')
    expect(
      pricePeriodsProblem([
        { ...period, from: '07-01', to: '08-31' },
        { ...period, from: '08-31', to: '09-30' },
      ]),
    ).toBe('overlap')
  })

  it('shows an included captain at no charge, and refuses one where none sails', () => {
    expect(yachtPrice({ ...yacht, captain: 'included' }, { startDate: '2027-06-07', days: 2, guests: 2, captain: true, services: [] }).total).toBe(90_000)
    expect(() => yachtPrice({ ...yacht, captain: 'not-available' }, { startDate: '2027-06-07', days: 2, guests: 2, captain: true, services: [] })).toThrow(PriceRefusal)
    expect(() => yachtPrice({ ...yacht, waterEquipmentPricePerDay: null }, { startDate: '2027-06-07', days: 2, guests: 2, captain: false, services: ['water-equipment'] })).toThrow(
      PriceRefusal,
    )
  })
  it('takes a member plan’s discount off the whole, as a line of its own, rounded in the customer’s favour', () => {
    const price = withMemberDiscount(yachtPrice(yacht, { startDate: '2027-06-07', days: 3, guests: 4, captain: true, services: ['catering'] }), 5)
    expect(price.lines.at(-1)).toEqual({ item: 'member-discount', quantity: 5, unitPrice: 0, amount: -9_600 })
    expect(price.total).toBe(192_000 - 9_600)
    expect(withMemberDiscount(tripPrice({ totalPrice: 1_999 }), 10).total).toBe(1_799)
    expect(withMemberDiscount(tripPrice({ totalPrice: 1_999 }), 0).lines).toHaveLength(1)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 50 }), (total, percent) => {
        const discounted = withMemberDiscount(tripPrice({ totalPrice: total }), percent)
        expect(discounted.total).toBe(discounted.lines.reduce((sum, line) => sum + line.amount, 0))
        expect(discounted.total).toBeLessThanOrEqual(total - (total * percent) / 100)
        expect(discounted.total).toBeGreaterThan(total - (total * percent) / 100 - 1)
      }),
    )
  })
  it('is the sum of its lines, whatever the request', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 150 }),
        fc.boolean(),
        fc.subarray(['catering', 'water-equipment'] as const),
        (days, guests, captain, services) => {
          const price = yachtPrice(yacht, { startDate: '2027-06-07', days, guests, captain, services })
          expect(price.total).toBe(price.lines.reduce((sum, line) => sum + line.amount, 0))
          expect(price.lines.every((line) => line.amount === line.quantity * line.unitPrice && line.amount >= 0)).toBe(true)
        },
      ),
    )
  })
  it('takes a trip package’s own price, in dollars', () => {
    expect(tripPrice({ totalPrice: 12_400 })).toEqual({ currency: 'USD', lines: [{ item: 'trip-package', quantity: 1, unitPrice: 12_400, amount: 12_400 }], total: 12_400 })
  })
})

describe('the nearest free dates', () => {
  const taken = [
    { start: '2026-07-10', end: '2026-07-12' },
    { start: '2026-07-14', end: '2026-07-20' },
  ]
  it('offers the first free stretch of the same length after the asked one, and the last before it', () => {
    expect(nearestFreeRanges(taken, { start: '2026-07-11', end: '2026-07-13' }, { earliest: '2026-07-01', horizonDays: 60 })).toEqual([
      { start: '2026-07-07', end: '2026-07-09' },
      { start: '2026-07-21', end: '2026-07-23' },
    ])
  })
  it('never offers a day before the earliest', () => {
    expect(nearestFreeRanges(taken, { start: '2026-07-10', end: '2026-07-11' }, { earliest: '2026-07-10', horizonDays: 60 })).toEqual([{ start: '2026-07-21', end: '2026-07-22' }])
  })
})

describe('the booking request', () => {
  const valid = {
    yachtId: 1,
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    guests: 4,
    contactName: 'Анна Морская',
    contactEmail: 'Anna@Example.com',
    contactPhone: '+7 900 000-00-00',
  }
  it('takes a yacht or a trip package, days in order, and ignores a price sent with it', () => {
    const parsed = bookingRequestSchema.parse({ ...valid, totalPrice: 1, services: ['catering', 'catering'] })
    expect(parsed).toMatchObject({ captain: false, services: ['catering'], contactEmail: 'anna@example.com' })
    expect(bookingRequestSchema.safeParse({ ...valid, tripPackageId: 2 }).success).toBe(false)
    expect(bookingRequestSchema.safeParse({ ...valid, yachtId: undefined }).success).toBe(false)
    expect(bookingRequestSchema.safeParse({ ...valid, endDate: '2026-06-30' }).error?.issues[0]?.message).toBe('endBeforeStart')
    expect(bookingRequestSchema.safeParse({ ...valid, startDate: '2026-02-30' }).error?.issues[0]?.message).toBe('dateInvalid')
    expect(bookingRequestSchema.safeParse({ ...valid, guests: 0 }).success).toBe(false)
  })
})
