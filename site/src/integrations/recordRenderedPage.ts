import { defineMiddleware } from 'astro:middleware'

import { normalizedAddress, recordPageTime, recordRendered, renderedPageCompression, unlinkLivePage } from './buildRecord'
import { readingFor } from './pageReads'
import { ReadPageResponse, readBody } from './readPageResponse'

/**
 * Records each page the build renders, with the CMS requests it makes (pageReads.ts), and unlinks
 * the live build's page from its place first (liveBuildPages.ts). A page linked in from the live
 * build is not rendered and never reaches a middleware: what is not recorded is byte for byte the
 * live build's page. An English page that falls back to the Russian page's route (i18n `rewrite`)
 * passes here twice, the second time under the Russian page's address: both passes are the
 * English page's (`originPathname`), and the Russian page is neither recorded nor unlinked by it.
 * Each page rendered is handed to the compression while the next ones render (precompress.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered || import.meta.env.DEV) return next()
  const address = normalizedAddress(context.originPathname)
  recordRendered(address)
  unlinkLivePage(address)
  const response = await readingFor(address, next)
  recordPageTime()
  const { compressor } = renderedPageCompression()
  if (!compressor || response.status !== 200 || !response.body) return response
  // Moving bytes to a worker detaches them from this thread: the compression takes a copy, and
  // Astro writes the bytes read.
  const page = await readBody(response.body)
  compressor.compress(page.slice(0), address)
  return new ReadPageResponse(page, response)
})
