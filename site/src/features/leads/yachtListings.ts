import type { GetStaticPaths } from 'astro'

import type { YachtListing } from '@cms/payload-types'
import { findAll, type Locale } from '@site/lib/cms'
import { bilingualPaths } from '@site/lib/staticPaths'

/** Yachts for sale, cheapest first (the collection's order), sold ones included: a sale is news too. */
export function publishedListings(locale: Locale): Promise<YachtListing[]> {
  return findAll('yacht-listings', { locale, depth: 1 })
}

export const yachtListingStaticPaths = (() => bilingualPaths(publishedListings, (listing) => ({ id: String(listing.id) }))) satisfies GetStaticPaths

/** A listing's description, paragraphs split on blank lines, as escaped HTML for DetailLayout. */
export function paragraphsHtml(text: string): string {
  const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')
}
