import { monthKey } from './format'

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
