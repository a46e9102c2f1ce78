import { describe, expect, it } from 'vitest'

import { checkNewsletterEmail, NEWSLETTER_TEXTS, SUBSCRIBE_MESSAGES, subscribeToast } from '@cms/features/newsletter/contract/newsletter'
import { csvField } from '@cms/features/newsletter/exportCsv'
import { signatureMatches, unsubscribeLinks, unsubscribeSignature } from '@cms/features/newsletter/links'
import { unsubscribeLinkOf } from '@cms/features/newsletter/flows/unsubscribe'

describe('the newsletter address (spec 5)', () => {
  it('is required after trimming', () => {
    expect(checkNewsletterEmail('')).toEqual({ ok: false, problem: 'required' })
    expect(checkNewsletterEmail('   ')).toEqual({ ok: false, problem: 'required' })
    expect(checkNewsletterEmail(undefined)).toEqual({ ok: false, problem: 'required' })
    expect(checkNewsletterEmail(42)).toEqual({ ok: false, problem: 'required' })
  })

  it('must look like an address, with no spaces, and is kept trimmed in lower case', () => {
    for (const bad of ['sailor', 'sailor@', '@baikal.ru', 'sai lor@baikal.ru', 'sailor@baikal', 'a@b@c.ru', `${'x'.repeat(250)}@b.ru`]) {
      expect(checkNewsletterEmail(bad), bad).toEqual({ ok: false, problem: 'invalid' })
    }
    expect(checkNewsletterEmail('  Sailor@Baikal.RU ')).toEqual({ ok: true, email: 'sailor@baikal.ru' })
  })

  it('has the spec’s Russian messages', () => {
    expect(NEWSLETTER_TEXTS.required.ru).toBe('Пожалуйста, введите email адрес')
    expect(NEWSLETTER_TEXTS.invalid.ru).toBe('Пожалуйста, введите корректный email адрес')
  })
})

describe('the sign-up toast (spec 8)', () => {
  it('titles each outcome, with the spec’s durations', () => {
    expect(subscribeToast({ success: true, status: 'already_confirmed', requiresConfirmation: false }, 'ru')).toMatchObject({ title: 'Уже подписан!', durationMs: 6000 })
    expect(subscribeToast({ success: true, status: 'resent_confirmation', requiresConfirmation: true, emailSent: true }, 'ru')).toMatchObject({
      title: 'Повторное подтверждение отправлено!',
      durationMs: 8000,
    })
    expect(subscribeToast({ success: true, status: 'new_subscription', requiresConfirmation: true, emailSent: true }, 'ru')).toMatchObject({
      title: 'Подтверждение отправлено!',
      durationMs: 8000,
    })
    expect(subscribeToast({ success: true, status: 'new_subscription', requiresConfirmation: true, emailSent: false }, 'ru')).toMatchObject({
      title: 'Подписка создана!',
      durationMs: 6000,
    })
    expect(subscribeToast({ success: true, status: 'new_subscription', requiresConfirmation: false }, 'ru')).toMatchObject({ title: 'Успешно!' })
  })

  it('prefers the server’s message, else its own words in the page’s language', () => {
    expect(subscribeToast({ success: true, status: 'already_confirmed', message: 'С сервера' }, 'en').description).toBe('С сервера')
    expect(subscribeToast({ success: true, status: 'already_confirmed' }, 'en').description).toBe(SUBSCRIBE_MESSAGES.alreadyConfirmed.en)
    expect(subscribeToast({ success: false }, 'ru')).toEqual({ title: 'Ошибка', description: 'Не удалось подписаться на рассылку', durationMs: 6000, variant: 'destructive' })
    expect(subscribeToast({ success: false, message: 'Нельзя' }, 'en')).toMatchObject({ title: 'Error', description: 'Нельзя' })
  })
})

describe('the unsubscribe link', () => {
  const secret = 'unit-secret'

  it('is signed for one subscriber and address', () => {
    const signature = unsubscribeSignature(secret, 7, 'a@b.ru')
    expect(signatureMatches(secret, 7, 'a@b.ru', signature)).toBe(true)
    expect(signatureMatches(secret, 8, 'a@b.ru', signature)).toBe(false)
    expect(signatureMatches(secret, 7, 'c@b.ru', signature)).toBe(false)
    expect(signatureMatches('other', 7, 'a@b.ru', signature)).toBe(false)
    expect(signatureMatches(secret, 7, 'a@b.ru', 'short')).toBe(false)
  })

  it('points the page at the site and one-click unsubscribing at the CMS', () => {
    const links = unsubscribeLinks(secret, 'https://cms.example/', { id: 7, email: 'a@b.ru', language: 'en' })
    expect(links.page).toMatch(/\/en\/newsletter\/unsubscribe\?s=7&t=[\w-]{43}$/)
    expect(links.oneClick).toMatch(/^https:\/\/cms\.example\/api\/newsletter-subscribers\/one-click\?s=7&t=[\w-]{43}$/)
  })

  it('is read only in its own shape', () => {
    const t = unsubscribeSignature(secret, 7, 'a@b.ru')
    expect(unsubscribeLinkOf('7', t)).toEqual({ subscriber: 7, signature: t })
    for (const [s, sig] of [
      ['0', t],
      ['-1', t],
      ['1.5', t],
      ['7', 'x'],
      ['7', null],
      ['9'.repeat(20), t],
      [' 7', t],
    ] as const) {
      expect(unsubscribeLinkOf(s, sig), `${s} ${sig}`).toBeNull()
    }
  })
})

describe('the CSV export', () => {
  it('quotes what must be quoted and defuses formulas', () => {
    expect(csvField('a@b.ru')).toBe('a@b.ru')
    expect(csvField(null)).toBe('')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+7@b.ru')).toBe("'+7@b.ru")
  })
})
