import { deleteNotification } from '@cms/features/notifications/flows/adminNotifications'
import { adminRowRoute } from '@site/lib/server/rowRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** DELETE /api/notifications/{id} (spec 7): the second half of opening a notification. */
export const DELETE = adminRowRoute(async (admin, id) => ((await deleteNotification(admin, id)) ? json(200, { deleted: id }) : null), { changesState: true })

export const ALL = methodNotAllowed('DELETE')
