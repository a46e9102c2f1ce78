import { numberFormat } from './intlFormats'

/**
 * Money as the portal writes it everywhere, pages, islands, emails and the assistant alike (spec 9):
 * the language's conventions (ru-RU, en-US), whole units, roubles unless dollars are named.
 */
export function formatMoney(language: 'ru' | 'en', amount: number, currency: string = 'RUB'): string {
  return numberFormat(language === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: currency === 'USD' ? 'USD' : 'RUB', maximumFractionDigits: 0 }).format(amount)
}
