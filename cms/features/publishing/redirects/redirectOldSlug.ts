import type { CollectionAfterChangeHook } from 'payload'

/**
 * For a collection whose documents live at `{prefix}{slug}` (the wiki's /wiki/{slug}): when a
 * published document's slug changes, its old addresses in both languages answer 301 with the new
 * ones. An existing redirect from an old address is pointed at the new one; the redirects
 * collection collapses chains and refuses loops (a slug changed back replaces its own redirect).
 */
export function redirectOldSlug(prefix: string): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !previousDoc?.slug || previousDoc.slug === doc.slug) return doc
    if (previousDoc._status !== 'published' || doc._status !== 'published') return doc
    for (const language of ['', '/en'] as const) {
      const from = `${language}${prefix}${previousDoc.slug}`
      const to = `${language}${prefix}${doc.slug}`
      // A slug changed back: the new address is a page again, so its old redirect goes.
      await req.payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req, overrideAccess: true })
      const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req, overrideAccess: true })
      const data = { from, to, reason: 'slugChange' as const }
      if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req, overrideAccess: true })
      else await req.payload.create({ collection: 'redirects', data, req, overrideAccess: true })
    }
    return doc
  }
}
