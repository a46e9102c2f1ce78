import { addDays, type DayRange, dayCount } from '@cms/core/contract/marinaDays'

const overlaps = (a: DayRange, b: DayRange) => a.start <= b.end && b.start <= a.end

/**
 * The nearest free stretches as long as the one asked for: the first one from the asked start
 * onwards, and the last one before it (not before `earliest`), within `horizonDays`. What a 409
 * offers instead of dates that are taken.
 */
export function nearestFreeRanges(taken: readonly DayRange[], wanted: DayRange, { earliest, horizonDays }: { earliest: string; horizonDays: number }): DayRange[] {
  const length = dayCount(wanted.start, wanted.end)
  const fits = (start: string): DayRange | null => {
    const candidate = { start, end: addDays(start, length - 1) }
    return taken.some((range) => overlaps(range, candidate)) ? null : candidate
  }
  const found: DayRange[] = []
  for (let offset = 1; offset <= horizonDays; offset += 1) {
    const later = fits(addDays(wanted.start, offset))
    if (later) {
      found.push(later)
      break
    }
  }
  for (let offset = 1; offset <= horizonDays; offset += 1) {
    const start = addDays(wanted.start, -offset)
    if (start < earliest) break
    const earlier = fits(start)
    if (earlier) {
      found.unshift(earlier)
      break
    }
  }
  return found
}
