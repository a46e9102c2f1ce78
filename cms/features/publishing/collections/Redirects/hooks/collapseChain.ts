import { type CollectionBeforeChangeHook, type PaginatedDocs, ValidationError } from 'payload'

import type { Redirect } from '@cms/payload-types'

import { redirectPath } from '@cms/features/publishing/redirects/redirectPath'

/** Longer chains than this are a loop being built, or a mistake; none is kept. */
const MAX_HOPS = 20

/**
 * A redirect leads straight to its final address: when `to` is itself redirected, the chain is
 * followed to its end and stored as the target. A redirect to itself, or one whose chain comes
 * back to its own `from`, is refused with a message saying so. Both run in the change's transaction.
 */
export const collapseChain: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const from = redirectPath(data.from ?? originalDoc?.from)
  let to: string | null = redirectPath(data.to ?? originalDoc?.to)
  if (!from || !to) return data
  const loop = () =>
    new ValidationError({ collection: collection.slug, errors: [{ path: 'to', message: `The new address leads back to ${from}: a redirect may not go round in a loop.` }] }, req.t)
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (to === from) throw loop()
    const next: PaginatedDocs<Redirect> = await req.payload.find({ collection: 'redirects', where: { from: { equals: to } }, limit: 1, depth: 0, req, overrideAccess: true })
    const onward = next.docs[0]
    if (!onward || onward.id === originalDoc?.id) return { ...data, from, to }
    to = onward.to
  }
  throw loop()
}
