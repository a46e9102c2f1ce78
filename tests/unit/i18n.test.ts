import { describe, expect, it } from 'vitest'

import { localizedPath, pluralTemplates, stringsWithPrefix, toLocale, useTranslations } from '@site/i18n'
import { formatMoney } from '@cms/core/contract/money'
import { pluralize } from '@site/lib/plural'

describe('site i18n', () => {
  it('puts Russian at /… and English at /en/…', () => {
    expect(localizedPath('ru', '/yachts')).toBe('/yachts')
    expect(localizedPath('en', '/yachts')).toBe('/en/yachts')
    expect(localizedPath('en', '/')).toBe('/en/')
  })
  it('treats anything but en as the default language', () => {
    expect(toLocale('en')).toBe('en')
    expect(toLocale(undefined)).toBe('ru')
    expect(toLocale('<script>')).toBe('ru')
  })
  it('formats prices as ru-RU and en-US', () => {
    expect(formatMoney('ru', 45000, 'RUB').replace(/\s/g, ' ')).toBe('45 000 ₽')
    expect(formatMoney('en', 12500, 'USD')).toBe('$12,500')
  })
  it('plurals follow each language', () => {
    expect(useTranslations('ru')('yachts.count', { count: 3 })).toBe('3 яхты')
    expect(useTranslations('ru')('yachts.count', { count: 5 })).toBe('5 яхт')
    expect(useTranslations('en')('yachts.count', { count: 1 })).toBe('1 yacht')
  })
  it('gives a plain key the same text every time, and a call with options its own', () => {
    const t = useTranslations('en')
    expect(useTranslations('en')).toBe(t)
    expect(t('auth.tab.login')).toBe('Login')
    expect(t('auth.tab.login')).toBe('Login')
    expect(useTranslations('ru')('auth.tab.login')).toBe('Вход')
    // Remembered without its options, the count would be lost.
    expect(t('yachts.count')).not.toBe(t('yachts.count', { count: 2 }))
    expect(t('yachts.count', { count: 2 })).toBe('2 yachts')
  })
  it('hands a browser script the plural templates of a counted string', () => {
    expect(pluralTemplates('ru', 'search.results')).toEqual({
      one: '{{count}} результат',
      few: '{{count}} результата',
      many: '{{count}} результатов',
      other: '{{count}} результата',
    })
    expect(pluralTemplates('en', 'search.results')).toEqual({ one: '{{count}} result', other: '{{count}} results' })
  })
  it('words every count of the filtered lists from the templates as i18next does', () => {
    for (const locale of ['ru', 'en'] as const) {
      const t = useTranslations(locale)
      for (const key of ['yachts.count', 'trips.count', 'events.count', 'destinations.count']) {
        const forms = pluralTemplates(locale, key)
        for (let count = 0; count <= 10_001; count += count < 130 ? 1 : 997) expect(pluralize(locale, count, forms)).toBe(t(key, { count }))
      }
    }
  })
  it("hands an island only its area's strings, in its language, English filling gaps", () => {
    const en = stringsWithPrefix('en', 'auth.')
    const ru = stringsWithPrefix('ru', 'auth.')
    expect(Object.keys(en).length).toBeGreaterThan(0)
    expect(Object.keys(en).every((key) => key.startsWith('auth.'))).toBe(true)
    expect(en).not.toHaveProperty('nav.login')
    expect(en['auth.tab.login']).toBe('Login')
    expect(ru['auth.tab.login']).toBe('Вход')
    // Russian has more plural forms than English; every English key is there too.
    expect(Object.keys(ru)).toEqual(expect.arrayContaining(Object.keys(en)))
    expect(ru['auth.error.tooManyAttempts_few']).toContain('{{count}}')
    expect(stringsWithPrefix('en', 'no-such-area.')).toEqual({})
  })
})
