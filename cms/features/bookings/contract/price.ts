import { addDays } from '@cms/core/contract/marinaDays'
import { enumeration } from '@cms/core/contract/options'
import { isMonthDay } from '@cms/features/seasons/contract/season'
import { type BookingService, CATERING_PER_GUEST_PER_DAY_RUB } from './bookings'

/** What an owner calls a price period of their yacht. */
export const PRICE_SEASONS = enumeration({
  high: { ru: 'высокий сезон', en: 'high season' },
  shoulder: { ru: 'межсезонье', en: 'shoulder season' },
  low: { ru: 'низкий сезон', en: 'low season' },
  special: { ru: 'особый период', en: 'special period' },
})
export type PriceSeason = (typeof PRICE_SEASONS.values)[number]

/**
 * Days of each year ('MM-DD' to 'MM-DD', both included) when a yacht's day costs its own price,
 * Saturdays and Sundays another if set, with the period's own minimum stay if set. Days in no
 * period cost the yacht's base price.
 */
export type PricePeriod = {
  season: PriceSeason
  from: string
  to: string
  pricePerDay: number
  weekendPricePerDay?: number | null
  minimumDays?: number | null
}

/**
 * The price of a booking, from the CMS's prices only (a price the client sends is never read):
 * - a yacht: each day at its price (its price period's, on a weekend the period's weekend price,
 *   else the base price per day), a captain where the yacht offers one at a price,
 *   catering per guest and day (spec 9), water equipment per day;
 * - a trip package: its own total, everything included.
 * Whole roubles (or dollars for trip packages, which the spec prices in dollars).
 */
type PriceLine = {
  item: 'base' | 'captain' | 'catering' | 'water-equipment' | 'trip-package' | 'member-discount'
  quantity: number
  unitPrice: number
  amount: number
  /** The yacht's days of one price: the period they fall in, and whether they are its weekend days. */
  period?: PriceSeason
  weekend?: boolean
}
export type PriceBreakdown = { currency: 'RUB' | 'USD'; lines: PriceLine[]; total: number }

export type PricedYacht = {
  pricePerDay: number
  minimumDays?: number | null
  pricePeriods?: readonly PricePeriod[] | null
  captain: 'included' | 'optional' | 'not-available'
  captainPricePerDay?: number | null
  waterEquipmentPricePerDay?: number | null
}

export type PricedTrip = { totalPrice: number }

export class PriceRefusal extends Error {
  override name = 'PriceRefusal'
  constructor(
    readonly field: 'captain' | 'services',
    readonly code: 'captainUnavailable' | 'serviceUnavailable',
  ) {
    super(code)
  }
}

const line = (item: PriceLine['item'], quantity: number, unitPrice: number): PriceLine => ({ item, quantity, unitPrice, amount: quantity * unitPrice })

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())

/** The price period a day falls in, if any. */
function periodOf(yacht: Pick<PricedYacht, 'pricePeriods'>, day: string): PricePeriod | null {
  const monthDay = day.slice(5)
  return yacht.pricePeriods?.find((period) => period.from <= monthDay && monthDay <= period.to) ?? null
}

/** What one day of the yacht costs, and why. */
export function dayRate(yacht: PricedYacht, day: string): { price: number; period?: PriceSeason; weekend?: boolean } {
  const period = periodOf(yacht, day)
  if (!period) return { price: yacht.pricePerDay }
  if (period.weekendPricePerDay != null && isWeekend(day)) return { price: period.weekendPricePerDay, period: period.season, weekend: true }
  return { price: period.pricePerDay, period: period.season }
}

/** The fewest days a stay from `startDate` may last: the longest minimum of the periods it touches, or the yacht's own. */
export function minimumDaysFrom(yacht: PricedYacht, startDate: string, days: number): number {
  let minimum = yacht.minimumDays ?? 1
  for (let index = 0; index < Math.max(days, 1); index += 1) minimum = Math.max(minimum, periodOf(yacht, addDays(startDate, index))?.minimumDays ?? 0)
  return minimum
}

/** The yacht's days priced one by one, gathered into a line per price (in the order they first come). */
function dayLines(yacht: PricedYacht, startDate: string, days: number): PriceLine[] {
  const lines = new Map<string, PriceLine>()
  for (let index = 0; index < days; index += 1) {
    const rate = dayRate(yacht, addDays(startDate, index))
    const key = `${rate.period ?? ''}:${rate.weekend ? 'weekend' : ''}:${rate.price}`
    const known = lines.get(key)
    if (known) {
      known.quantity += 1
      known.amount += rate.price
    } else lines.set(key, { ...line('base', 1, rate.price), ...(rate.period ? { period: rate.period } : {}), ...(rate.weekend ? { weekend: true } : {}) })
  }
  return [...lines.values()]
}

export function yachtPrice(
  yacht: PricedYacht,
  { startDate, days, guests, captain, services }: { startDate: string; days: number; guests: number; captain: boolean; services: readonly BookingService[] },
): PriceBreakdown {
  const lines = dayLines(yacht, startDate, days)
  if (captain) {
    if (yacht.captain === 'not-available') throw new PriceRefusal('captain', 'captainUnavailable')
    // An included captain is part of the base price, and shown as such.
    lines.push(line('captain', days, yacht.captain === 'optional' ? (yacht.captainPricePerDay ?? 0) : 0))
  }
  if (services.includes('catering')) lines.push(line('catering', guests * days, CATERING_PER_GUEST_PER_DAY_RUB))
  if (services.includes('water-equipment')) {
    if (!yacht.waterEquipmentPricePerDay) throw new PriceRefusal('services', 'serviceUnavailable')
    lines.push(line('water-equipment', days, yacht.waterEquipmentPricePerDay))
  }
  return { currency: 'RUB', lines, total: lines.reduce((sum, next) => sum + next.amount, 0) }
}

export function tripPrice(trip: PricedTrip): PriceBreakdown {
  return { currency: 'USD', lines: [line('trip-package', 1, trip.totalPrice)], total: trip.totalPrice }
}

/**
 * A subscriber's booking discount (their member plan's percent) as a line of its own, taken off
 * the whole price and rounded to whole roubles (or dollars) in the customer's favour.
 */
export function withMemberDiscount(price: PriceBreakdown, percent: number): PriceBreakdown {
  if (!(percent > 0)) return price
  const off = Math.ceil((price.total * Math.min(percent, 100)) / 100)
  return { ...price, lines: [...price.lines, { item: 'member-discount', quantity: percent, unitPrice: 0, amount: -off }], total: price.total - off }
}

/** How many price periods a yacht may have. */
export const MAX_PRICE_PERIODS = 12

/** What an owner or editor is told when a yacht's price periods cannot be saved. */
export const PRICE_PERIOD_PROBLEMS = {
  tooMany: { ru: `Не больше ${MAX_PRICE_PERIODS} периодов цен.`, en: `At most ${MAX_PRICE_PERIODS} price periods.` },
  monthDayInvalid: { ru: 'Даты периода пишутся как ММ-ДД, например 07-01.', en: 'A period’s days are written MM-DD, for instance 07-01.' },
  toBeforeFrom: { ru: 'Период не может кончаться раньше, чем начался.', en: 'A period cannot end before it begins.' },
  overlap: { ru: 'Периоды цен не должны пересекаться.', en: 'Price periods must not overlap.' },
} as const

/** Why a yacht's price periods cannot be saved, or null: real days, each period in order, none overlapping. */
export function pricePeriodsProblem(periods: unknown): 'tooMany' | 'monthDayInvalid' | 'toBeforeFrom' | 'overlap' | null {
  if (!Array.isArray(periods)) return null
  if (periods.length > MAX_PRICE_PERIODS) return 'tooMany'
  const sorted = [...(periods as Partial<PricePeriod>[])].sort((a, b) => String(a.from).localeCompare(String(b.from)))
  for (const [index, period] of sorted.entries()) {
    if (!isMonthDay(period.from) || !isMonthDay(period.to)) return 'monthDayInvalid'
    if (String(period.to) < String(period.from)) return 'toBeforeFrom'
    const previous = sorted[index - 1]
    if (previous && String(period.from) <= String(previous.to)) return 'overlap'
  }
  return null
}

/** A yacht's price periods as the pricing reads them, without the CMS's row ids: what the site's islands are given. */
export function pricePeriodsOf(yacht: { pricePeriods?: readonly (PricePeriod & { id?: string | null })[] | null }): PricePeriod[] {
  return (yacht.pricePeriods ?? []).map(({ season, from, to, pricePerDay, weekendPricePerDay, minimumDays }) => ({
    season,
    from,
    to,
    pricePerDay,
    weekendPricePerDay,
    minimumDays,
  }))
}

/** The lowest and highest day price a yacht asks through the year. */
export function priceRange(yacht: Pick<PricedYacht, 'pricePerDay' | 'pricePeriods'>): { lowest: number; highest: number } {
  const prices = [yacht.pricePerDay, ...(yacht.pricePeriods ?? []).flatMap((period) => [period.pricePerDay, period.weekendPricePerDay ?? period.pricePerDay])]
  return { lowest: Math.min(...prices), highest: Math.max(...prices) }
}
