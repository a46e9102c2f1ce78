import type { APIRoute } from 'astro'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { testNotificationSchema } from '@cms/features/notifications/contract/notifications'
import { createTestNotification } from '@cms/features/notifications/flows/adminNotifications'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** POST /api/admin/notifications/test `{ type, title, message, priority? }` (spec 7): 201 with the notification. */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 8192)
  if (!accepted.ok) return accepted.response
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = testNotificationSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(201, await createTestNotification(signedIn.member, parsed.data))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
