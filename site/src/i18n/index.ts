/**
 * One i18next instance per language, shared by Astro components and (later) React islands, from
 * the flat-key resources beside this file. English is the fallback language (spec section 7).
 */
import i18next, { type i18n, type TFunction } from 'i18next'

import type { PluralForms } from '@site/lib/plural'
import { rememberingT, type Translate } from './rememberingT'

/**
 * Resources: every `locales/{lang}/*.json` file, flat keys, merged per language. One file per area
 * of the site (common, home, content …) so features add strings without touching each other's.
 */
const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', { eager: true, import: 'default' })

const mergedResources = new Map<string, Record<string, string>>()

/** One language's strings, merged once: every page of a build asks for them, some pages many times. */
function resourcesFor(language: string): Record<string, string> {
  let merged = mergedResources.get(language)
  if (!merged) {
    merged = {}
    for (const [file, strings] of Object.entries(files)) {
      if (file.startsWith(`./locales/${language}/`)) Object.assign(merged, strings)
    }
    mergedResources.set(language, merged)
  }
  return merged
}

const LOCALES = ['ru', 'en'] as const
export type Locale = (typeof LOCALES)[number]
const DEFAULT_LOCALE: Locale = 'ru'

const instances = new Map<Locale, i18n>()

function instanceFor(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = i18next.createInstance()
    void instance.init({
      lng: locale,
      fallbackLng: 'en',
      resources: { ru: { translation: resourcesFor('ru') }, en: { translation: resourcesFor('en') } },
      keySeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    instances.set(locale, instance)
  }
  return instance
}

const translations = new Map<Locale, TFunction>()

/** The language's `t`, remembering what it worked out (rememberingT). */
export function useTranslations(locale: Locale): TFunction {
  let remembering = translations.get(locale)
  if (!remembering) {
    // i18next's TFunction is a set of overloads typed by the resources; this passes every call on.
    remembering = rememberingT(instanceFor(locale).t as unknown as Translate) as unknown as TFunction
    translations.set(locale, remembering)
  }
  return remembering
}

export function toLocale(value: string | undefined): Locale {
  return value === 'en' ? 'en' : DEFAULT_LOCALE
}

/**
 * The strings of one area (keys starting with `prefix`, e.g. 'auth.') for a React island, so a
 * page ships only what its island shows rather than every string of the site. English fills any
 * key the language lacks, as the fallback language does on the server. Worked out once per
 * language and area for the build: thousands of pages ask for the same few.
 */
const areaStrings = new Map<string, Readonly<Record<string, string>>>()

export function stringsWithPrefix(locale: Locale, prefix: string): Readonly<Record<string, string>> {
  const key = `${locale}:${prefix}`
  let strings = areaStrings.get(key)
  if (!strings) {
    const pick = (all: Record<string, string>) => Object.fromEntries(Object.entries(all).filter(([name]) => name.startsWith(prefix)))
    strings = Object.freeze({ ...pick(resourcesFor('en')), ...pick(resourcesFor(locale)) })
    areaStrings.set(key, strings)
  }
  return strings
}

/** The words of the card form (site/src/ui/CardForm.tsx), for the islands that take a payment with it. */
export function cardFormStrings(locale: Locale): Record<string, string> {
  return {
    ...stringsWithPrefix(locale, 'booking.card.'),
    ...stringsWithPrefix(locale, 'booking.action.pay'),
    ...stringsWithPrefix(locale, 'booking.working'),
    ...stringsWithPrefix(locale, 'booking.error.'),
  }
}

/** The address of a page in a language: Russian at `/…`, English at `/en/…`. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === '/' ? '/en/' : `/en${clean}`
}

/**
 * The plural forms of a counted string (`key_one`, `key_few` …) as templates with `{{count}}`
 * left in, for a browser script that counts without loading i18next.
 */
export function pluralTemplates(locale: Locale, key: string): PluralForms {
  const own = resourcesFor(locale)
  const fallback = resourcesFor('en')
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {}
  for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'] as const) {
    const text = own[`${key}_${form}`]
    if (text) forms[form] = text
  }
  return { ...forms, other: forms.other ?? own[key] ?? fallback[`${key}_other`] ?? key }
}
