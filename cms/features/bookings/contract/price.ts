import { type BookingService, CATERING_PER_GUEST_PER_DAY_RUB } from './bookings'

/**
 * The price of a booking, from the CMS's prices only (a price the client sends is never read):
 * - a yacht: its base price per day × days, a captain where the yacht offers one at a price,
 *   catering per guest and day (spec 9), water equipment per day;
 * - a trip package: its own total, everything included.
 * Whole roubles (or dollars for trip packages, which the spec prices in dollars).
 */
type PriceLine = {
  item: 'base' | 'captain' | 'catering' | 'water-equipment' | 'trip-package' | 'member-discount'
  quantity: number
  unitPrice: number
  amount: number
}
export type PriceBreakdown = { currency: 'RUB' | 'USD'; lines: PriceLine[]; total: number }

export type PricedYacht = {
  pricePerDay: number
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

export function yachtPrice(
  yacht: PricedYacht,
  { days, guests, captain, services }: { days: number; guests: number; captain: boolean; services: readonly BookingService[] },
): PriceBreakdown {
  const lines = [line('base', days, yacht.pricePerDay)]
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
