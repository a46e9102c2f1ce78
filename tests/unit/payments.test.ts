import { describe, expect, it } from 'vitest'

import { customerRefund, daysBeforeStart } from '@cms/features/bookings/refunds'
import { cardExpired, cardPaymentSchema, luhnValid, refundRule } from '@cms/features/payments/contract/payments'
import { cardBrand, cardOutcome } from '@cms/features/payments/testGateway/cards'
import { signWebhook, webhookSignatureValid } from '@cms/features/payments/testGateway/signature'

describe('cancellation refunds', () => {
  it('count whole days of notice to the first day', () => {
    expect(daysBeforeStart('2027-06-01', '2027-06-01')).toBe(0)
    expect(daysBeforeStart('2027-05-31', '2027-06-01')).toBe(1)
    expect(daysBeforeStart('2027-02-27', '2027-03-01')).toBe(2)
  })

  it('give back each policy’s share for the notice given, never more', () => {
    const at = (policy: 'flexible' | 'moderate' | 'strict', notice: number) => customerRefund(policy, 99_999, '2027-01-01', `2027-01-${String(1 + notice).padStart(2, '0')}`)
    expect(at('flexible', 1)).toEqual({ percent: 100, amount: 99_999 })
    expect(at('flexible', 0)).toEqual({ percent: 0, amount: 0 })
    expect(at('moderate', 7).percent).toBe(100)
    expect(at('moderate', 6)).toEqual({ percent: 50, amount: 49_999 })
    expect(at('moderate', 2).percent).toBe(50)
    expect(at('moderate', 1).percent).toBe(0)
    expect(at('strict', 30).percent).toBe(100)
    expect(at('strict', 29).percent).toBe(50)
    expect(at('strict', 14).percent).toBe(50)
    expect(at('strict', 13).percent).toBe(0)
  })

  it('are written out in both languages', () => {
    expect(refundRule('moderate', 'en')).toBe(
      'A full refund when cancelled at least 7 days before the start; a 50% refund when cancelled at least 2 days before the start; no refund after that.',
    )
    expect(refundRule('flexible', 'ru')).toBe('Полный возврат при отмене не позднее чем за 1 день до начала; позже — без возврата.')
    expect(refundRule('strict', 'ru')).toContain('за 30 дней')
    expect(refundRule('moderate', 'ru')).toContain('за 2 дня')
  })
})

describe('cards', () => {
  it('pass the Luhn check only when they are card numbers', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4000002760003184')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('42424242')).toBe(false)
    expect(luhnValid('4242x24242424242')).toBe(false)
  })

  it('expire after the last day of their month', () => {
    expect(cardExpired('11/26', new Date('2026-11-30T23:59:00Z'))).toBe(false)
    expect(cardExpired('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true)
  })

  it('are read with spaces, and refused with the field at fault', () => {
    const parsed = cardPaymentSchema.safeParse({ clientSecret: 'tgs_0123456789', number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' })
    expect(parsed.success && parsed.data.number).toBe('4242424242424242')
    const refused = cardPaymentSchema.safeParse({ clientSecret: 'tgs_0123456789', number: '1234', expiry: '13/40', cvc: '12' })
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['number', 'cardNumberInvalid'],
      ['expiry', 'cardExpiryInvalid'],
      ['cvc', 'cardCvcInvalid'],
    ])
  })

  it('answer at the test gateway as the well-known test cards do', () => {
    expect(cardOutcome('4242424242424242')).toEqual({ kind: 'pays' })
    expect(cardOutcome('4000000000000002')).toEqual({ kind: 'declined', code: 'card_declined' })
    expect(cardOutcome('4000000000009995')).toEqual({ kind: 'declined', code: 'insufficient_funds' })
    expect(cardOutcome('4000002760003184')).toEqual({ kind: 'asks-to-confirm' })
    expect(cardOutcome('5555555555554444')).toEqual({ kind: 'pays' })
    expect(['4242424242424242', '2200000000000004', '5555555555554444', '378282246310005'].map(cardBrand)).toEqual(['visa', 'mir', 'mastercard', 'amex'])
  })
})

describe('the test gateway’s webhook signature', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  const body = '{"id":"evt_1"}'
  const header = signWebhook('secret', body, now / 1000)

  it('holds for the body and time it signed, within five minutes', () => {
    expect(webhookSignatureValid('secret', body, header, now)).toBe(true)
    expect(webhookSignatureValid('secret', body, header, now + 299_000)).toBe(true)
  })

  it('fails for another secret, body or time, a stale one, and anything that is not a signature', () => {
    expect(webhookSignatureValid('other', body, header, now)).toBe(false)
    expect(webhookSignatureValid('secret', '{"id":"evt_2"}', header, now)).toBe(false)
    expect(webhookSignatureValid('secret', body, header.replace(/t=\d+/, `t=${now / 1000 + 1}`), now)).toBe(false)
    expect(webhookSignatureValid('secret', body, header, now + 301_000)).toBe(false)
    for (const junk of [null, '', 'v1=abc', 't=1', `t=${now / 1000},v1=${'0'.repeat(64)}`, 'x'.repeat(600)]) expect(webhookSignatureValid('secret', body, junk, now)).toBe(false)
  })
})
