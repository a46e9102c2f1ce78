/** An amount of roubles as a reader of the language writes it ("45 000 ₽", "RUB 45,000"): emails and the admin's figures. */
export const writtenRoubles = (language: 'ru' | 'en', amount: number): string =>
  new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(amount)
