import { markNotificationRead } from '@cms/features/notifications/flows/adminNotifications'
import { adminRowRoute } from '@site/lib/server/rowRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** PATCH /api/notifications/{id}/read (spec 7): the first half of opening a notification. */
export const PATCH = adminRowRoute(
  async (admin, id) => {
    const notification = await markNotificationRead(admin, id)
    return notification && json(200, notification)
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('PATCH')
