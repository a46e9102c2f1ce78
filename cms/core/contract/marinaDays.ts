/**
 * Charter days are the marina's calendar days, in Asia/Irkutsk (UTC+8 all year since 2014; a
 * unit test checks that against the time-zone database). A booking of days `start`…`end` (both
 * included) holds the half-open instant range [start 00:00, the day after end 00:00) there,
 * stored in UTC.
 */
import { dateTimeFormat } from './intlFormats'

export const MARINA_TIME_ZONE = 'Asia/Irkutsk'
const OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** A day as the portal writes it, 'YYYY-MM-DD': its shape only (isoDate also checks it exists). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Marina days `start`…`end`, both included, as 'YYYY-MM-DD'. */
export type DayRange = { start: string; end: string }

/** 'YYYY-MM-DD' → the UTC instant that day begins at the marina. */
export function dayStartsAt(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS)
}

/** The marina's calendar day of an instant. */
export function marinaDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10)
}

export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
}

/** How many days `start`…`end` spans, both included. */
export function dayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
}

/** The instants a booking of `start`…`end` holds: [start, end) with end the morning after the last day. */
export function stayOf(start: string, end: string): { startsAt: Date; endsAt: Date } {
  return { startsAt: dayStartsAt(start), endsAt: dayStartsAt(addDays(end, 1)) }
}

/**
 * The marina's day of an instant as a reader writes it ("25 ноября 2027", "25 November 2027"):
 * without the Russian "г.", since the day often ends a sentence.
 */
export function writtenMarinaDay(language: 'ru' | 'en', at: Date | string): string {
  return dateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: MARINA_TIME_ZONE })
    .format(new Date(at))
    .replace(/\s?г\.$/, '')
}
