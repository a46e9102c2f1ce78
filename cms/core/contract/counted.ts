import type { Language } from './language'

/**
 * A noun's forms after a whole number: Russian's by Intl.PluralRules' category (1 каюта, 2 каюты,
 * 5 кают, 21 каюта), English's one or other (1 cabin, 2 cabins).
 */
export type CountedNoun = { ru: Record<'one' | 'few' | 'many', string>; en: Record<'one' | 'other', string> }

const rules = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') }

/** "3 каюты", "1 cabin": the count and its noun in the language's plural form. */
export function counted(count: number, noun: CountedNoun, language: Language): string {
  if (language === 'en') return `${count} ${rules.en.select(count) === 'one' ? noun.en.one : noun.en.other}`
  const category = rules.ru.select(count)
  return `${count} ${category === 'one' || category === 'few' ? noun.ru[category] : noun.ru.many}`
}
