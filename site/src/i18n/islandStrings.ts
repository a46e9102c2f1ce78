import type { Locale } from '@site/i18n'

/**
 * The strings of an island rendered on thousands of pages, from the locale files it imports
 * itself: they reach the browser once, in the island's cached script, and not in the props of
 * every page. As props, the yacht page's booking and question islands carried 17 KB of its
 * 72 KB, which every build serialized, wrote and compressed once per page. English fills any key
 * the Russian file lacks, as the fallback language does on the server. Gives the island's strings
 * in a language, one object per language, so the server keeps one i18next instance for each
 * (IslandI18n.tsx).
 */
export function islandStrings(english: Record<string, string>, russian: Record<string, string>): (locale: Locale) => Readonly<Record<string, string>> {
  const strings: Record<Locale, Readonly<Record<string, string>>> = { ru: Object.freeze({ ...english, ...russian }), en: Object.freeze({ ...english }) }
  return (locale) => strings[locale]
}
