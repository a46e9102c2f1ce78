/**
 * Which language a visitor wants (spec section 7): the query parameter `lng`, then the `i18next`
 * cookie, local storage `i18nextLng`, session storage, the browser's language list, and the page's
 * own `lang`. Anything that is not a plain language tag (say, a script injected into `?lng=`) is
 * discarded and the next source is asked.
 */
export type Language = 'ru' | 'en'

export type LanguageSources = {
  query?: string | null
  cookie?: string | null
  localStorage?: string | null
  sessionStorage?: string | null
  navigator?: readonly string[]
  htmlLang?: string | null
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i

/** 'en-US' → 'en'; a language the portal does not speak, or no tag at all, → null. */
export function toSupportedLanguage(value: string | null | undefined): Language | null {
  if (!value || value.length > 35 || !LANGUAGE_TAG.test(value)) return null
  const base = value.toLowerCase().split('-')[0]
  return base === 'ru' || base === 'en' ? base : null
}

/** The first source naming a supported language, and which source it was. */
export function detectLanguage(sources: LanguageSources): { language: Language; source: keyof LanguageSources } | null {
  const order: [keyof LanguageSources, (string | null | undefined)[]][] = [
    ['query', [sources.query]],
    ['cookie', [sources.cookie]],
    ['localStorage', [sources.localStorage]],
    ['sessionStorage', [sources.sessionStorage]],
    ['navigator', [...(sources.navigator ?? [])]],
    ['htmlLang', [sources.htmlLang]],
  ]
  for (const [source, values] of order) {
    for (const value of values) {
      const language = toSupportedLanguage(value)
      if (language) return { language, source }
    }
  }
  return null
}
