import i18next from 'i18next'
import { describe, expect, it } from 'vitest'

import { rememberingT, type Translate } from '@site/i18n/rememberingT'

/** An i18next `t` over a few strings, and how many calls reached it. */
function countedT() {
  const instance = i18next.createInstance()
  void instance.init({
    lng: 'ru',
    fallbackLng: 'en',
    resources: {
      ru: { translation: { 'yacht.title': 'Яхта', 'yacht.guests_one': '{{count}} гость', 'yacht.guests_few': '{{count}} гостя', 'yacht.guests_many': '{{count}} гостей' } },
      en: { translation: { 'yacht.price': '{{price}} a day' } },
    },
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  const counted = { calls: 0 }
  const t: Translate = (key, ...rest) => {
    counted.calls += 1
    return (instance.t as unknown as Translate)(key, ...rest)
  }
  return { t, counted }
}

describe('a remembering t', () => {
  it('answers as i18next does, asking it once per key and once per key with the same values', () => {
    const { t, counted } = countedT()
    const remembering = rememberingT(t)
    for (let page = 0; page < 3; page++) {
      expect(remembering('yacht.title')).toBe('Яхта')
      expect(remembering('yacht.guests', { count: 2 })).toBe('2 гостя')
      expect(remembering('yacht.guests', { count: 5 })).toBe('5 гостей')
      expect(remembering('yacht.price', { price: '1 000 ₽' })).toBe('1 000 ₽ a day')
    }
    expect(counted.calls).toBe(4)
  })

  it('tells apart options i18next answers differently: other types, other names, texts holding what separates them', () => {
    const { t, counted } = countedT()
    const remembering = rememberingT(t)
    // A count given as text is not counted: i18next answers with the key.
    expect(remembering('yacht.guests', { count: 1 })).toBe('1 гость')
    expect(remembering('yacht.guests', { count: '1' })).toBe('yacht.guests')
    expect(remembering('yacht.price', { price: true })).toBe('true a day')
    expect(remembering('yacht.price', { price: 'true' })).toBe('true a day')
    expect(remembering('yacht.price', { cost: 1 })).toBe('{{price}} a day')
    expect(remembering('yacht.price', { price: 'x\u0000cost\u0001s1' })).toBe('x\u0000cost\u0001s1 a day')
    expect(remembering('yacht.price', { price: 'x', cost: '1' })).toBe('x a day')
    expect(remembering('yacht.price', { price: '1:x' })).toBe('1:x a day')
    expect(remembering('yacht.price', { price: Number.NaN })).toBe('NaN a day')
    expect(remembering('yacht.price', { price: Number.POSITIVE_INFINITY })).toBe('Infinity a day')
    expect(counted.calls).toBe(10)
  })

  it('passes on every call whose options it cannot compare, or that is not a key', () => {
    const { t, counted } = countedT()
    const remembering = rememberingT(t)
    for (let page = 0; page < 2; page++) {
      expect(remembering('yacht.price', { price: '5 ₽', nested: { deep: 1 } })).toBe('5 ₽ a day')
      expect(remembering(['missing.key', 'yacht.title'])).toBe('Яхта')
      expect(remembering('yacht.title', 'default', { extra: 1 })).toBe('Яхта')
    }
    expect(counted.calls).toBe(6)
  })

  it('keeps at most 20,000 texts with values, and still answers past them', () => {
    const { t, counted } = countedT()
    const remembering = rememberingT(t)
    for (let count = 0; count < 20_001; count++) remembering('yacht.guests', { count })
    expect(counted.calls).toBe(20_001)
    expect(remembering('yacht.guests', { count: 20_000 })).toBe('20000 гостей')
    expect(counted.calls).toBe(20_002)
    remembering('yacht.guests', { count: 3 })
    expect(counted.calls).toBe(20_002)
  })
})
