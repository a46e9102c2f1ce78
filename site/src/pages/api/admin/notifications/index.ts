import { listNotifications } from '@cms/features/notifications/flows/adminNotifications'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/notifications (spec 7): the newest notifications, for the bell that polls it every 60 s. */
export const GET = defineRoute({
  who: 'admin',
  handle: async ({ member }) => json(200, await listNotifications(member)),
})

export const ALL = methodNotAllowed('GET')
