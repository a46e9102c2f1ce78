import type { AstroIntegration } from 'astro'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as pagefind from 'pagefind'

import { searchablePagesGlob } from '../lib/search'

/**
 * Builds the site search's index (Pagefind) from the finished pages: only the pages of the
 * searchable folders (lib/search.ts), and of those only content marked `data-pagefind-body`
 * (yachts, destinations, trips, events, wiki articles at their canonical address), one index per `<html lang>`, so Russian pages are found with Russian stemming and
 * English with English. Runs before compression so its scripts are compressed with the rest.
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'baikal:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir)
        const started = performance.now()
        try {
          const { index, errors } = await pagefind.createIndex({})
          if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`)
          const added = await index.addDirectory({ path: root, glob: searchablePagesGlob() })
          if (added.errors.length) throw new Error(`Pagefind could not index the pages: ${added.errors.join('; ')}`)
          const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') })
          if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`)
          logger.info(`indexed ${added.page_count} pages for search in ${Math.round(performance.now() - started)} ms`)
        } finally {
          await pagefind.close()
        }
      },
    },
  }
}
