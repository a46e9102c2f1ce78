import type { CollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'

import { SKIP_SITE_REBUILD } from '@cms/features/publishing/requestSiteRebuild'
import type { Localized } from './types'

export type Locale = keyof Localized
export const LOCALES: readonly Locale[] = ['ru', 'en']

/** Everything a fixture needs: Payload and the one request (and transaction) the seed runs in. */
export type SeedContext = { payload: Payload; req: PayloadRequest }

export const seedRequestContext = { [SKIP_SITE_REBUILD]: true }

type Row = { id?: string | null }

type UntypedUpdate = {
  collection: CollectionSlug
  id: number
  data: object
  locale: Locale
  depth: number
  req: PayloadRequest
  overrideAccess: boolean
  context: Record<string, unknown>
}

/**
 * Localized fields inside arrays share their rows across languages: the English update must name
 * the rows the Russian create made, or it would replace them.
 */
function alignRowIds(data: object, created: object): object {
  const aligned: Record<string, unknown> = { ...data }
  for (const [key, value] of Object.entries(aligned)) {
    const rows = (created as Record<string, unknown>)[key]
    if (Array.isArray(value) && Array.isArray(rows) && value.every((item) => item && typeof item === 'object')) {
      aligned[key] = value.map((item: object, index) => ({ ...item, id: (rows[index] as Row | undefined)?.id }))
    }
  }
  return aligned
}

/**
 * Creates a published document in Russian, then adds its English texts, unless a document
 * matching `existing` is already there (so the seed can run again without duplicating anything).
 */
export async function ensureDocument<S extends CollectionSlug>(
  { payload, req }: SeedContext,
  collection: S,
  existing: Where,
  data: (locale: Locale) => RequiredDataFromCollectionSlug<S>,
): Promise<number> {
  const found = await payload.find({ collection, where: existing, limit: 1, depth: 0, req, overrideAccess: true, pagination: false })
  const first = found.docs[0] as { id: number } | undefined
  if (first) return first.id
  const published = { _status: 'published' as const }
  const created = (await payload.create({
    collection,
    data: { ...data('ru'), ...published },
    locale: 'ru',
    depth: 0,
    req,
    overrideAccess: true,
    context: seedRequestContext,
  })) as { id: number }
  // The update's data type cannot be worked out for a slug that is itself generic.
  const update = payload.update.bind(payload) as (args: UntypedUpdate) => Promise<unknown>
  await update({
    collection,
    id: created.id,
    data: alignRowIds({ ...data('en'), ...published }, created),
    locale: 'en',
    depth: 0,
    req,
    overrideAccess: true,
    context: seedRequestContext,
  })
  return created.id
}

/** `[{ru, en}]` → `[{ text }]` in one language: the shape of the localized list fields. */
export const listIn = (items: Localized[], locale: Locale) => items.map((item) => ({ text: item[locale] }))
