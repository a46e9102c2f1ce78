import { describe, expect, it } from 'vitest'

import { EVENT_CATEGORIES, EVENT_REGIONS, EVENT_TYPES } from '@cms/features/events/contract/events'
import english from '@site/i18n/locales/en/content.json'
import russian from '@site/i18n/locales/ru/content.json'
import { useTranslations } from '@site/i18n'
import { activityTone } from '@site/features/catalogue/activities'
import { resolved, resolvedOne } from '@site/lib/relations'

const PLURAL = /_(one|few|many|other)$/
const baseKeys = (strings: Record<string, string>) => new Set(Object.keys(strings).map((key) => key.replace(PLURAL, '')))

describe('content pages’ interface strings', () => {
  it('has the same keys in Russian and English', () => {
    expect([...baseKeys(russian)].sort()).toEqual([...baseKeys(english)].sort())
  })
  it('gives Russian every plural form it needs', () => {
    const plurals = Object.keys(russian)
      .filter((key) => key.endsWith('_one'))
      .map((key) => key.replace(PLURAL, ''))
    for (const key of plurals) {
      for (const form of ['one', 'few', 'many', 'other']) expect(russian).toHaveProperty(`${key}_${form}`)
    }
  })
  it('declines counts in Russian', () => {
    const t = useTranslations('ru')
    expect([1, 2, 5, 21].map((count) => t('content.days', { count }))).toEqual(['1 день', '2 дня', '5 дней', '21 день'])
    expect([1, 3, 8].map((count) => t('destinations.count', { count }))).toEqual(['1 направление', '3 направления', '8 направлений'])
    expect(t('trip.moreDestinations', { count: 2 })).toBe('+2 ещё')
    expect(useTranslations('en')('trip.moreDestinations', { count: 2 })).toBe('+2 more')
  })
  it('labels every event category, type and region as the CMS does (one contract)', () => {
    const groups = [
      ['category', EVENT_CATEGORIES],
      ['type', EVENT_TYPES],
      ['region', EVENT_REGIONS],
    ] as const
    for (const [group, enumeration] of groups) {
      for (const option of enumeration.options) {
        expect(russian).toHaveProperty([`event.${group}.${option.value}`], option.label.ru)
        expect(english).toHaveProperty([`event.${group}.${option.value}`], option.label.en)
      }
    }
  })
  it('labels all twelve activity categories in both languages', () => {
    const categories = Object.keys(english).filter((key) => key.startsWith('activity.category.'))
    expect(categories).toHaveLength(12)
    for (const key of categories) expect(russian).toHaveProperty([key])
  })
})

describe('activity badges (spec 3)', () => {
  it('gives nature, culture, adventure and relaxation their own colours and the rest one default', () => {
    const own = ['nature', 'culture', 'adventure', 'relaxation'] as const
    expect(own.map((category) => activityTone(category))).toEqual([...own])
    expect(activityTone('fishing')).toBe('default')
    expect(activityTone('water-sports')).toBe('default')
  })
})

describe('relations', () => {
  it('keeps resolved documents and drops bare ids (unpublished relations)', () => {
    expect(resolved([{ id: 1 }, 2, { id: 3 }])).toEqual([{ id: 1 }, { id: 3 }])
    expect(resolved(null)).toEqual([])
    expect(resolvedOne(7)).toBeNull()
    expect(resolvedOne({ id: 7 })).toEqual({ id: 7 })
  })
})
