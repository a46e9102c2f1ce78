import { describe, expect, it } from 'vitest'

import { formatPrice, localizedPath, toLocale, useTranslations } from '../../site/src/i18n'

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
    expect(formatPrice('ru', 45000, 'RUB').replace(/\s/g, ' ')).toBe('45 000 ₽')
    expect(formatPrice('en', 12500, 'USD')).toBe('$12,500')
  })
  it('plurals follow each language', () => {
    expect(useTranslations('ru')('yachts.count', { count: 3 })).toBe('3 яхты')
    expect(useTranslations('ru')('yachts.count', { count: 5 })).toBe('5 яхт')
    expect(useTranslations('en')('yachts.count', { count: 1 })).toBe('1 yacht')
  })
})
