/**
 * The test gateway's answer to a card, after the well-known test cards: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has too little money, and
 * 4000 0027 6000 3184 asks the cardholder to confirm first. 4000 0000 0000 0341 pays with its
 * holder present but declines every later charge of the kept card (a renewal). Any other valid
 * number pays.
 */
export type CardOutcome = { kind: 'pays' } | { kind: 'declined'; code: 'card_declined' | 'insufficient_funds' } | { kind: 'asks-to-confirm' }

const SPECIAL_CARDS: Record<string, CardOutcome> = {
  '4000000000000002': { kind: 'declined', code: 'card_declined' },
  '4000000000009995': { kind: 'declined', code: 'insufficient_funds' },
  '4000002760003184': { kind: 'asks-to-confirm' },
}

export function cardOutcome(digits: string): CardOutcome {
  return SPECIAL_CARDS[digits] ?? { kind: 'pays' }
}

/** Whether a kept card declines the charges made without its holder. */
export const keptCardDeclines = (digits: string): boolean => digits === '4000000000000341'

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa'
  if (/^220[0-4]/.test(digits)) return 'mir'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  return 'card'
}
