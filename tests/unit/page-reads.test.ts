import { describe, expect, it } from 'vitest'

import { pageReadsOfDay, pagesWithUnchangedReads } from '@site/integrations/pageReads'

/**
 * A publish takes a page of no key from the live build when every CMS answer it read is the same
 * and it was rendered the same marina day (site/src/integrations/pageReads.ts, liveBuildPages.ts).
 */
describe('the pages of no key a publish may take from the live build', () => {
  const reads = { '/yachts': ['/api/yachts?locale=ru'], '/': ['/api/yachts?locale=ru', '/api/globals/site-settings?locale=ru'], '/contact': [] }

  it('are those whose every read is unchanged; a page that read nothing always is', () => {
    expect(pagesWithUnchangedReads(reads, (request) => request.includes('site-settings'))).toEqual(new Set(['/contact']))
    expect(pagesWithUnchangedReads(reads, () => true)).toEqual(new Set(['/yachts', '/', '/contact']))
  })

  it('come from a record of the same marina day only, and a well-formed one', () => {
    expect(pageReadsOfDay({ day: '2026-11-29', pages: reads }, '2026-11-29')).toEqual(reads)
    expect(pageReadsOfDay({ day: '2026-11-28', pages: reads }, '2026-11-29')).toBeNull()
    expect(pageReadsOfDay({ day: '2026-11-29', pages: { '/': [1] } }, '2026-11-29')).toBeNull()
    expect(pageReadsOfDay({ day: '2026-11-29', pages: [] }, '2026-11-29')).toBeNull()
    expect(pageReadsOfDay(null, '2026-11-29')).toBeNull()
  })
})
