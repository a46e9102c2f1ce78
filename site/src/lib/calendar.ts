import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { monthKey } from '@site/ui/format'

export type MonthGroup<T> = { month: string; items: T[] }

/**
 * Items grouped by the calendar month of their start (in the site's time zone), months in date
 * order and items in date order within each month.
 */
export function groupByMonth<T>(items: readonly T[], startOf: (item: T) => string): MonthGroup<T>[] {
  const sorted = [...items].sort((a, b) => new Date(startOf(a)).getTime() - new Date(startOf(b)).getTime())
  const groups = new Map<string, T[]>()
  for (const item of sorted) {
    const month = monthKey(startOf(item))
    const group = groups.get(month)
    if (group) group.push(item)
    else groups.set(month, [item])
  }
  return [...groups].map(([month, grouped]) => ({ month, items: grouped }))
}

/**
 * Items grouped by a category in the order of `order`; categories without items are left out and
 * items of a category missing from `order` come last.
 */
export function groupByCategory<T, C extends string>(items: readonly T[], categoryOf: (item: T) => C, order: readonly C[]): { category: C; items: T[] }[] {
  const rank = (category: C) => {
    const index = order.indexOf(category)
    return index === -1 ? order.length : index
  }
  const groups = new Map<C, T[]>()
  for (const item of items) {
    const category = categoryOf(item)
    groups.set(category, [...(groups.get(category) ?? []), item])
  }
  return [...groups].sort(([a], [b]) => rank(a) - rank(b)).map(([category, grouped]) => ({ category, items: grouped }))
}

/** The lake's calendar day (Asia/Irkutsk) of an instant written as ISO text. */
export const siteDayOf = (value: string): string => marinaDayOf(new Date(value))

/** Every day from `start` to `end` ('YYYY-MM-DD'), both included. */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = []
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day)
  return days
}

/** Every month from `first` to `last` ('YYYY-MM'), both included. */
export function monthsFrom(first: string, last: string): string[] {
  const months: string[] = []
  for (let month = first; month <= last; month = addDays(`${month}-28`, 7).slice(0, 7)) months.push(month)
  return months
}

/**
 * A month ('YYYY-MM') as the weeks of a wall calendar, Monday first: each week seven days, with
 * null where the day belongs to the month before or after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`
  // 1970-01-05 was a Monday; days since then, modulo 7, is the weekday with Monday as 0.
  const weekday = Math.round((Date.parse(`${first}T00:00:00Z`) - Date.parse('1970-01-05T00:00:00Z')) / 86_400_000) % 7
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null)
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) cells.push(day)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}
