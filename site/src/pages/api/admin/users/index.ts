import type { APIRoute } from 'astro'

import { searchUsers } from '@cms/features/admin/flows/adminUsers'
import { adminUserSearchSchema } from '@cms/features/admin/contract/adminUsers'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/users?q=&page=: accounts whose name, email or brand holds the words, 20 a page, newest first. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = adminUserSearchSchema.safeParse(Object.fromEntries(context.url.searchParams))
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(200, await searchUsers(signedIn.member, parsed.data))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
