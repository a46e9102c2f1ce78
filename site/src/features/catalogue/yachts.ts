import type { GetStaticPaths } from 'astro'

import type { Yacht } from '@cms/payload-types'
import { shellKey } from '@site/layouts/shellContent'
import { contentKey } from '@site/lib/cacheKey'
import { findAll, type Locale } from '@site/lib/cms'

export function publishedYachts(locale: Locale): Promise<Yacht[]> {
  return findAll('yachts', { locale, depth: 1, sort: 'name' })
}

/** The catalogue's order: yachts whose owner's business tier features them first, each part by name. */
export function featuredFirst(yachts: Yacht[]): Yacht[] {
  return [...yachts.filter((yacht) => yacht.featured), ...yachts.filter((yacht) => !yacht.featured)]
}

/**
 * One detail page per published yacht, addressed by its id. The same paths serve /en/ (i18n
 * fallback), so the cache key covers the yacht in both languages and the pages' shell.
 */
export const yachtStaticPaths = (async () => {
  const [russian, english, shell] = await Promise.all([publishedYachts('ru'), publishedYachts('en'), shellKey()])
  const englishById = new Map(english.map((yacht) => [yacht.id, yacht]))
  return russian.map((yacht) => ({
    params: { id: String(yacht.id) },
    cacheKey: contentKey(shell, yacht, englishById.get(yacht.id)),
  }))
}) satisfies GetStaticPaths
