import type { Feature } from '@cms/core/feature'

import { Notifications } from './collections/Notifications'

/** The admins’ bell: notices of what needs their eye. */
export const notificationsFeature: Feature = {
  collections: [Notifications],
}
