/**
 * Recently viewed yachts (spec 3, 9): at most 5, newest first, no duplicates by id, kept 30 days
 * in a preferences cookie, so only with the visitor's consent to preferences.
 */
export const RECENT_COOKIE = 'recentlyViewedYachts'
export const RECENT_DAYS = 30
const RECENT_MAX = 5

export type RecentYacht = { id: number; name: string; type: string; pricePerDay: number; image: string | null; viewedAt: string }

export function addRecentlyViewed(list: RecentYacht[], entry: RecentYacht): RecentYacht[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, RECENT_MAX)
}

export function parseRecentlyViewed(raw: string | null): RecentYacht[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value
      .filter(
        (item): item is RecentYacht =>
          Boolean(item) && typeof item === 'object' && typeof item.id === 'number' && typeof item.name === 'string' && typeof item.viewedAt === 'string',
      )
      .slice(0, RECENT_MAX)
  } catch {
    return []
  }
}
