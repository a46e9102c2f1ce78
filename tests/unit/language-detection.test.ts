import { describe, expect, it } from 'vitest'

import { detectLanguage, toSupportedLanguage } from '@site/lib/languageDetection'

describe('language detection (spec section 7)', () => {
  it('asks the query, cookie, local storage, session storage, browser and page, in that order', () => {
    expect(detectLanguage({ query: 'en', cookie: 'ru' })).toEqual({ language: 'en', source: 'query' })
    expect(detectLanguage({ cookie: 'ru', localStorage: 'en' })).toEqual({ language: 'ru', source: 'cookie' })
    expect(detectLanguage({ localStorage: 'en', sessionStorage: 'ru' })).toEqual({ language: 'en', source: 'localStorage' })
    expect(detectLanguage({ sessionStorage: 'ru', navigator: ['en-US'] })).toEqual({ language: 'ru', source: 'sessionStorage' })
    expect(detectLanguage({ navigator: ['de-DE', 'en-GB', 'ru'] })).toEqual({ language: 'en', source: 'navigator' })
    expect(detectLanguage({ navigator: ['de'], htmlLang: 'ru' })).toEqual({ language: 'ru', source: 'htmlLang' })
    expect(detectLanguage({})).toBeNull()
  })
  it('discards values that look like script injection and asks the next source', () => {
    expect(detectLanguage({ query: '<script>alert(1)</script>', cookie: 'en' })).toEqual({ language: 'en', source: 'cookie' })
    expect(toSupportedLanguage('en"><img src=x onerror=alert(1)>')).toBeNull()
    expect(toSupportedLanguage('javascript:alert(1)')).toBeNull()
  })
  it('reduces regional tags to the portal languages and ignores others', () => {
    expect(toSupportedLanguage('ru-RU')).toBe('ru')
    expect(toSupportedLanguage('EN-us')).toBe('en')
    expect(toSupportedLanguage('fr')).toBeNull()
  })
})
