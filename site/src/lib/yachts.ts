import type { GetStaticPaths } from 'astro'

import type { Yacht } from '../../../cms/payload-types'
import { findAll, type Locale } from './cms'

export function publishedYachts(locale: Locale): Promise<Yacht[]> {
  return findAll('yachts', { locale, depth: 1, sort: 'name' })
}

/** One detail page per published yacht, addressed by its id. */
export const yachtStaticPaths = (async () => {
  const yachts = await publishedYachts('ru')
  return yachts.map((yacht) => ({ params: { id: String(yacht.id) } }))
}) satisfies GetStaticPaths
