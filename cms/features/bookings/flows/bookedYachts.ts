import type { Payload } from 'payload'

import type { Language } from '@cms/core/contract/language'
import { populated } from '@cms/core/contract/relationId'
import { refundRule } from '@cms/features/payments/contract/payments'
import { type BookedYacht, CANCELLATION_POLICIES } from '../contract/bookings'

/**
 * What a member's booking shows of its yacht, for the published yachts of `ids`, in `language`:
 * its name, its home marina's, and its cancellation policy worded with its refunds. Read as a
 * visitor reads the catalogue (the collection's access): a yacht since unpublished is not among
 * them. The dashboards ask for the yachts of the bookings they list, not the catalogue's every one.
 */
export async function bookedYachts(payload: Payload, ids: readonly number[], language: Language): Promise<BookedYacht[]> {
  const { docs } = await payload.find({
    collection: 'yachts',
    where: { id: { in: [...ids] } },
    select: { name: true, homeMarina: true, cancellationPolicy: true },
    populate: { marinas: { name: true } },
    depth: 1,
    locale: language,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((yacht) => {
    const policy = yacht.cancellationPolicy ?? 'moderate'
    return {
      id: yacht.id,
      name: yacht.name,
      home: populated(yacht.homeMarina)?.name ?? '',
      policy: `${CANCELLATION_POLICIES.labels[policy][language]}. ${refundRule(policy, language)}`,
    }
  })
}
