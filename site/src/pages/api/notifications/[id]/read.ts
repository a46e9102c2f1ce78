import { markNotificationRead } from '@cms/features/notifications/flows/adminNotifications'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** PATCH /api/notifications/{id}/read (spec 7): the first half of opening a notification. */
export const PATCH = defineRoute({
  who: 'admin',
  row: true,
  handle: async ({ member, id }) => {
    const notification = await markNotificationRead(member, id)
    return notification && json(200, notification)
  },
})

export const ALL = methodNotAllowed('PATCH')
