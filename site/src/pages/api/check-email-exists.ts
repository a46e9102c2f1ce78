import type { APIRoute } from 'astro'

import { emailSchema } from '../../lib/schemas/auth'
import { callCms, relayRefusal } from '../../lib/server/cmsApi'
import { json, methodNotAllowed } from '../../lib/server/http'
import { clientAddressOf } from '../../lib/server/portalUser'

export const prerender = false

/** GET /api/check-email-exists?email=: {exists} (spec 4.2's check on blur), limited per client. */
export const GET: APIRoute = async (context) => {
  const parsed = emailSchema.safeParse(context.url.searchParams.get('email') ?? '')
  if (!parsed.success) return json(400, { error: 'Please enter a valid email address' })
  const answer = await callCms(`/api/portal/email-exists?email=${encodeURIComponent(parsed.data)}`, { clientAddress: clientAddressOf(context) })
  if (answer.status !== 200) return relayRefusal(answer, 'Something went wrong. Please try again later.')
  return json(200, { exists: answer.body.exists === true })
}

export const ALL = methodNotAllowed('GET')
