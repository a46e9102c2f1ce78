import type { Feature } from '@cms/core/feature'

import { WikiArticles } from './collections/WikiArticles'

/** The sailing wiki: articles edited in the CMS and read on the site. */
export const wikiFeature: Feature = {
  collections: [WikiArticles],
}
