import type { CollectionSlug, DataFromCollectionSlug, PayloadRequest } from 'payload'

import { type Visitor, visitorRequest } from '@cms/core/visitor'

/**
 * One row of a collection if the visitor may read it, else null: the collection's read access
 * decides, and a row they may not see is the same as none (a guest refused the whole collection
 * included). Given `req`, the read runs in its transaction.
 */
export async function visibleRow<S extends CollectionSlug>(
  visitor: Visitor,
  collection: S,
  id: number,
  { depth = 0, req }: { depth?: number; req?: PayloadRequest } = {},
): Promise<DataFromCollectionSlug<S> | null> {
  try {
    const { docs } = await visitor.payload.find({ collection, where: { id: { equals: id } }, limit: 1, depth, req: req ?? (await visitorRequest(visitor)), overrideAccess: false })
    return (docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
  } catch (error) {
    if ((error as { status?: unknown }).status === 403) return null
    throw error
  }
}
