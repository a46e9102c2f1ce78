import type { Page } from '@cms/payload-types'
import { findAll, type Locale } from '@site/lib/cms'

/** A published text page by its slug, or null when it is not published in the CMS. */
export async function publishedPage(locale: Locale, slug: string): Promise<Page | null> {
  const pages = await findAll('pages', { locale, depth: 1 })
  return pages.find((page) => page.slug === slug) ?? null
}
