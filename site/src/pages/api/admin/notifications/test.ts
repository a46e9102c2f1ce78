import { testNotificationSchema } from '@cms/features/notifications/contract/testNotification'
import { createTestNotification } from '@cms/features/notifications/flows/adminNotifications'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/admin/notifications/test `{ type, title, message, priority? }` (spec 7): 201 with the notification. */
export const POST = defineRoute({
  who: 'admin',
  body: { json: testNotificationSchema, maxBytes: 8192 },
  handle: async ({ member, body }) => json(201, await createTestNotification(member, body)),
})

export const ALL = methodNotAllowed('POST')
