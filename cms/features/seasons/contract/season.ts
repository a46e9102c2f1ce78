import { addDays, type DayRange } from '@cms/core/contract/marinaDays'
import type { Marina } from '@cms/payload-types'
import { dateTimeFormat } from '@cms/core/contract/intlFormats'

/**
 * A marina's navigation season: the days small craft sail from it. Baikal is frozen for a third of
 * the year, so a season is one stretch inside a calendar year, the same each year (`opens`,
 * `closes` as 'MM-DD', both included) unless a year has its own dates (the ice went late, an early
 * freeze): then `years` names them.
 */
export type NavigationSeason = {
  opens: string
  closes: string
  years?: { year: number; opens: string; closes: string }[] | null
}

/** A marina's season as the rules read it. */
export function seasonOfMarina(marina: Partial<Pick<Marina, 'seasonOpens' | 'seasonCloses' | 'seasonYears'>>): NavigationSeason {
  return {
    opens: marina.seasonOpens ?? '',
    closes: marina.seasonCloses ?? '',
    years: (marina.seasonYears ?? []).map(({ year, opens, closes }) => ({ year, opens, closes })),
  }
}

const MONTH_DAY = /^(\d{2})-(\d{2})$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether 'MM-DD' names a day every year has (29 February does not). */
export function isMonthDay(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = MONTH_DAY.exec(value)
  if (!match) return false
  const date = new Date(`2027-${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(5, 10) === value
}

/** Whether 'YYYY-MM-DD' is a real day. */
function isDay(value: unknown): value is string {
  return typeof value === 'string' && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
}

/** The season's days in `year`, both included. */
export function seasonIn(season: NavigationSeason, year: number): DayRange {
  const own = season.years?.find((entry) => entry.year === year)
  if (own) return { start: own.opens, end: own.closes }
  return { start: `${year}-${season.opens}`, end: `${year}-${season.closes}` }
}

/** The stretches of `window` out of season, in order (none when the whole window is in season). */
export function outOfSeason(season: NavigationSeason, window: DayRange): DayRange[] {
  const stretches: DayRange[] = []
  let from = window.start
  const lastYear = Number(window.end.slice(0, 4))
  for (let year = Number(window.start.slice(0, 4)); year <= lastYear && from <= window.end; year += 1) {
    const open = seasonIn(season, year)
    // The closed days before this year's opening, then the season's days are skipped.
    if (from < open.start) stretches.push({ start: from, end: minDay(addDays(open.start, -1), window.end) })
    if (from <= open.end) from = addDays(open.end, 1)
    if (year === lastYear && from <= window.end) stretches.push({ start: from, end: window.end })
  }
  return merged(stretches)
}

/** The first day of `range` out of season, or null when it is all in season. */
export function firstDayOutOfSeason(season: NavigationSeason, range: DayRange): string | null {
  return outOfSeason(season, range)[0]?.start ?? null
}

/** The first day on or after `day` in season. */
export function nextDayInSeason(season: NavigationSeason, day: string): string {
  const year = Number(day.slice(0, 4))
  for (const candidate of [year, year + 1, year + 2]) {
    const open = seasonIn(season, candidate)
    if (day <= open.end) return day > open.start ? day : open.start
  }
  return day
}

/** The season now open or next to open after `day`, and whether that year has dates of its own. */
export function comingSeason(season: NavigationSeason, day: string): { year: number; days: DayRange; ownDates: boolean } {
  const year = Number(nextDayInSeason(season, day).slice(0, 4))
  return { year, days: seasonIn(season, year), ownDates: Boolean(season.years?.some((entry) => entry.year === year)) }
}

/** The last day on or before `day` in season. */
export function lastDayInSeason(season: NavigationSeason, day: string): string {
  const year = Number(day.slice(0, 4))
  for (const candidate of [year, year - 1, year - 2]) {
    const open = seasonIn(season, candidate)
    if (day >= open.start) return day < open.end ? day : open.end
  }
  return day
}

/** The first day on or after `day` that starts `length` days in every one of the seasons. */
export function firstStretchInSeasons(seasons: readonly NavigationSeason[], day: string, length: number): string {
  let start = day
  for (let step = 0; step < 20; step += 1) {
    const closed = seasons.flatMap((season) => outOfSeason(season, { start, end: addDays(start, length - 1) })).map((range) => range.end)
    if (closed.length === 0) break
    start = addDays(closed.sort().at(-1) ?? start, 1)
  }
  return start
}

/** The parts of `range` in season (an imported busy run is kept only there). */
export function inSeasonParts(season: NavigationSeason, range: DayRange): DayRange[] {
  const closed = outOfSeason(season, range)
  const parts: DayRange[] = []
  let from = range.start
  for (const stretch of closed) {
    if (from < stretch.start) parts.push({ start: from, end: addDays(stretch.start, -1) })
    from = addDays(stretch.end, 1)
  }
  if (from <= range.end) parts.push({ start: from, end: range.end })
  return parts
}

export type SeasonProblem = 'monthDayInvalid' | 'closesBeforeOpens' | 'dateInvalid' | 'outsideItsYear' | 'yearTwice'

/** Why a season's dates are not usable, or null: each day real, opening before closing. */
export function seasonProblem(season: Partial<NavigationSeason>): SeasonProblem | null {
  if (!isMonthDay(season.opens) || !isMonthDay(season.closes)) return 'monthDayInvalid'
  if (season.closes < season.opens) return 'closesBeforeOpens'
  const years = new Set<number>()
  for (const entry of season.years ?? []) {
    if (years.has(entry.year)) return 'yearTwice'
    years.add(entry.year)
    if (!isDay(entry.opens) || !isDay(entry.closes)) return 'dateInvalid'
    if (entry.closes < entry.opens) return 'closesBeforeOpens'
    if (Number(entry.opens.slice(0, 4)) !== entry.year || Number(entry.closes.slice(0, 4)) !== entry.year) return 'outsideItsYear'
  }
  return null
}

/**
 * Each day written once per language: a catalogue's build writes the same few on every yacht's
 * page, and formatting them took 0.37 s of the main thread at 10,158 pages. Only days of the
 * 'MM-DD' form are kept, so the days kept are bounded whatever is asked.
 */
const writtenMonthDays = new Map<string, string>()

/** 'MM-DD' as a reader writes it: "25 мая", "25 May". */
export function writtenMonthDay(language: 'ru' | 'en', monthDay: string): string {
  const key = `${language} ${monthDay}`
  let written = writtenMonthDays.get(key)
  if (written === undefined) {
    written = dateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`2027-${monthDay}T00:00:00Z`))
    if (/^\d\d-\d\d$/.test(monthDay)) writtenMonthDays.set(key, written)
  }
  return written
}

const minDay = (a: string, b: string) => (a < b ? a : b)

function merged(stretches: DayRange[]): DayRange[] {
  const out: DayRange[] = []
  for (const stretch of stretches) {
    const last = out.at(-1)
    if (!last || addDays(last.end, 1) < stretch.start) out.push({ ...stretch })
    else if (stretch.end > last.end) last.end = stretch.end
  }
  return out
}
