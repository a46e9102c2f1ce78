import type { Feature } from '@cms/core/feature'

import { NewsletterSubscribers } from './collections/NewsletterSubscribers'

/** The newsletter: double opt-in, one-click unsubscribing, the admin’s list and export. */
export const newsletterFeature: Feature = {
  collections: [NewsletterSubscribers],
}
