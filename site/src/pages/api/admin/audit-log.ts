import type { APIRoute } from 'astro'

import { auditEntries } from '@cms/features/admin/flows/adminUsers'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/audit-log[?userId=]: the newest 50 admin actions, of one account when asked. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const asked = context.url.searchParams.get('userId')
  const userId = asked === null ? null : rowId(asked)
  if (asked !== null && userId === null) return json(400, { error: 'The user id must be a positive number.' })
  try {
    return json(200, await auditEntries(signedIn.member, userId))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
