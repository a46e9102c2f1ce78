import type { APIRoute } from 'astro'

import { listNotifications } from '@cms/features/notifications/flows/adminNotifications'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/notifications (spec 7): the newest notifications, for the bell that polls it every 60 s. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  try {
    return json(200, await listNotifications(signedIn.member))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
