import { deleteNotification } from '@cms/features/notifications/flows/adminNotifications'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** DELETE /api/notifications/{id} (spec 7): the second half of opening a notification. */
export const DELETE = defineRoute({
  who: 'admin',
  row: true,
  handle: async ({ member, id }) => ((await deleteNotification(member, id)) ? json(200, { deleted: id }) : null),
})

export const ALL = methodNotAllowed('DELETE')
