import { shellKey } from '@site/layouts/shellContent'
import type { Locale } from './cms'
import { contentKey } from './cacheKey'

/**
 * One page per document, addressed by `params`. The same paths serve /en/ (i18n fallback), so each
 * page's cache key covers its document in both languages, relations included, and the shell
 * every page shows (the site settings, the shared picture), and what else the page shows of other
 * collections (`related`: a yacht's reviews, a trip package's rating).
 */
export async function bilingualPaths<T extends { id: number }, P extends Record<string, string>>(
  load: (locale: Locale) => Promise<T[]>,
  params: (doc: T) => P,
  related?: (doc: T) => Promise<unknown>,
): Promise<{ params: P; cacheKey: string }[]> {
  const [russian, english, shell] = await Promise.all([load('ru'), load('en'), shellKey()])
  const englishById = new Map(english.map((doc) => [doc.id, doc]))
  return Promise.all(
    russian.map(async (doc) => ({
      params: params(doc),
      cacheKey: related ? contentKey(shell, doc, englishById.get(doc.id), await related(doc)) : contentKey(shell, doc, englishById.get(doc.id)),
    })),
  )
}
