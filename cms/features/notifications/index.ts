import type { Feature } from '@cms/core/feature'

import { Notifications } from './collections/Notifications'

/** The admins’ bell: notices of what needs their eye. */
export const notificationsFeature: Feature = {
  collections: [Notifications],
}

// What other features use: they import this feature only from here.
export { notifyAdmins } from './notifyAdmins'
export type { Notice } from './notifyAdmins'
