/** A counted string's forms, `{{count}}` left in: the language's plural rules pick one (i18n pluralTemplates). */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/**
 * A count in words with the language's plural rules (one, few, many, other: Russian uses all), as
 * i18next words it, for the browser's scripts that count without loading i18next.
 */
export function pluralize(locale: string, count: number, forms: PluralForms): string {
  const rule = new Intl.PluralRules(locale).select(count)
  return (forms[rule] ?? forms.other).replace('{{count}}', String(count))
}
