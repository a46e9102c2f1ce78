import type { Payload } from 'payload'

import type { Subscription } from '@cms/payload-types'
import { providerNamed } from '@cms/features/payments'

/**
 * Whether a subscription renews without its subscriber: it keeps a card, and the provider that
 * took its payments (not whichever is active now) charges kept cards. The renewal job asks the
 * same provider (renewDueSubscriptions).
 */
export function renewsByItself(payload: Payload, subscription: Pick<Subscription, 'savedCard' | 'provider'>): boolean {
  if (!subscription.savedCard || !subscription.provider) return false
  return Boolean(providerNamed(payload, subscription.provider)?.chargeSavedCard)
}
