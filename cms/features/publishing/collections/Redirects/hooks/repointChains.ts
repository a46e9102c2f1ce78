import type { CollectionAfterChangeHook } from 'payload'

/**
 * Redirects that led to this one's old address now lead where it leads, so no visitor follows
 * two 301s: each is changed in the same transaction (its own hooks check it again).
 */
export const repointChains: CollectionAfterChangeHook = async ({ doc, req }) => {
  const leadingHere = await req.payload.find({
    collection: 'redirects',
    where: { and: [{ to: { equals: doc.from } }, { id: { not_equals: doc.id } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  for (const earlier of leadingHere.docs) {
    await req.payload.update({ collection: 'redirects', id: earlier.id, data: { to: doc.to }, req, overrideAccess: true })
  }
  return doc
}
