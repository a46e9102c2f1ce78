import type { GetStaticPaths } from 'astro'

import type { WikiArticle } from '@cms/payload-types'
import { WIKI_CATEGORIES as WIKI_CATEGORY_ENUM } from '@cms/features/catalogue/contract/catalogue'
import { findAll, type Locale } from '@site/lib/cms'
import { bilingualPaths } from '@site/lib/staticPaths'

export type WikiCategory = WikiArticle['category']

/** The order of the wiki's sections: from first steps aboard to the lake's history. */
export const WIKI_CATEGORIES = WIKI_CATEGORY_ENUM.values satisfies readonly WikiCategory[]

export function publishedWikiArticles(locale: Locale): Promise<WikiArticle[]> {
  return findAll('wiki-articles', { locale, depth: 1, sort: 'title' })
}

/** Articles are addressed by their slug (one per article, the same in both languages). */
export const wikiStaticPaths = (() => bilingualPaths(publishedWikiArticles, (article) => ({ slug: article.slug }))) satisfies GetStaticPaths
