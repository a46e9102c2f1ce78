import type { APIRoute } from 'astro'

import { listMail } from '@cms/features/admin/flows/communications'
import { mailSearchSchema } from '@cms/features/admin/contract/communications'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { adminOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/admin/communications?status=&q=&page=: the mail outbox, 20 a page, newest first. */
export const GET: APIRoute = async (context) => {
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const parsed = mailSearchSchema.safeParse(Object.fromEntries(context.url.searchParams))
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  try {
    return json(200, await listMail(signedIn.member, parsed.data))
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
