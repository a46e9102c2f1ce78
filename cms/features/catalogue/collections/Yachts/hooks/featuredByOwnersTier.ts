import type { FieldHook } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { featuredOwners } from '@cms/features/subscriptions'

const CACHE = 'featuredOwners'

/**
 * A yacht is featured while its owner's active business tier gives featured placement: worked out
 * on every read, never stored, so it starts and ends with the subscription. The owners are looked
 * up once per request, however many yachts it reads.
 */
export const featuredByOwnersTier: FieldHook = async ({ siblingData, req }) => {
  const owner = relationId((siblingData as { owner?: unknown }).owner)
  if (owner === null) return false
  req.context[CACHE] ??= featuredOwners(req)
  return (await (req.context[CACHE] as Promise<Set<number>>)).has(owner)
}
