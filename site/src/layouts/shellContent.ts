import type { SiteSetting } from '@cms/payload-types'
import type { ShownMedia } from '@site/lib/media'
import { findGlobal, type Locale } from '@site/lib/cms'
import { contentKey } from '@site/lib/cacheKey'

/**
 * What the shell of every page (Base.astro) shows from the CMS: the site settings (the footer's
 * contacts and links) and the home page's first slide, the picture shared by pages without one
 * of their own. A database that cannot answer leaves the shell without them, not the page.
 */
export type ShellContent = { settings: SiteSetting | null; sharedImage: number | ShownMedia | null }

export async function shellContent(locale: Locale): Promise<ShellContent> {
  const [settings, home] = await Promise.all([findGlobal('site-settings', { locale, depth: 0 }).catch(() => null), findGlobal('home', { locale, depth: 1 }).catch(() => null)])
  return { settings, sharedImage: home?.heroSlides?.[0]?.image ?? null }
}

/** The year the footer's copyright shows as the page is built (its script shows the visitor's). */
export const builtYear = (): number => new Date().getFullYear()

/**
 * The shell's part of every detail page's incremental-build key: an edit of the site settings or
 * of the home page's first slide re-renders every page, and no other edit of the home page does;
 * nor does a day go by, but a new year does (the footer's year).
 */
export async function shellKey(): Promise<string> {
  const [russian, english] = await Promise.all([shellContent('ru'), shellContent('en')])
  return contentKey(russian, english, builtYear())
}
