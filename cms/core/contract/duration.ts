import type { Language } from './language'

export type TimeUnit = 'minute' | 'hour' | 'day'

/**
 * How a span of time reads in a sentence: "held for 15 minutes" (`for`, Russian's accusative:
 * «удерживается 15 минут») or "within 48 hours" (`within`, the genitive: «в течение 48 часов»).
 * English reads both the same.
 */
export type DurationCase = 'for' | 'within'

type RussianForms = Record<'one' | 'few' | 'many', string>

/** Russian nouns after a number, by Intl.PluralRules' category of that number and by case. */
const RUSSIAN: Record<TimeUnit, Record<DurationCase, RussianForms>> = {
  minute: { for: { one: 'минуту', few: 'минуты', many: 'минут' }, within: { one: 'минуты', few: 'минут', many: 'минут' } },
  hour: { for: { one: 'час', few: 'часа', many: 'часов' }, within: { one: 'часа', few: 'часов', many: 'часов' } },
  day: { for: { one: 'день', few: 'дня', many: 'дней' }, within: { one: 'дня', few: 'дней', many: 'дней' } },
}

const russianRules = new Intl.PluralRules('ru')

/**
 * A span written out, "15 minutes" / «15 минут», so that emails and messages take the number from
 * the contract's constant and still read right when it changes (1 → «1 минуту», 24 → «24 часа»).
 */
export function writtenDuration(count: number, unit: TimeUnit, language: Language, grammaticalCase: DurationCase = 'for'): string {
  if (language === 'en') return `${count} ${unit}${count === 1 ? '' : 's'}`
  const category = russianRules.select(count)
  const forms = RUSSIAN[unit][grammaticalCase]
  // Whole numbers are one, few or many in Russian; a fraction ('other') takes the genitive singular.
  const noun = category === 'one' || category === 'few' || category === 'many' ? forms[category] : RUSSIAN[unit].within.one
  return `${count} ${noun}`
}
