import type { APIRoute } from 'astro'

import { cmsInternalUrl } from '../../lib/cms'
import { contactErrors, contactSchema } from '../../lib/schemas/contact'
import { acceptJson, json, methodNotAllowed } from '../../lib/server/http'

export const prerender = false

/** A contact message is a few kilobytes at most; anything larger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/contact: validates the contact form and stores it in the CMS (`contact-messages`).
 * 201 stored; 400 with per-field error codes; 403 from a foreign origin; 413/415 for bodies that
 * are too large or not JSON; 502 when the CMS does not take it.
 */
export const POST: APIRoute = async ({ request, url }) => {
  const accepted = await acceptJson(request, url, MAX_BODY_BYTES)
  if (!accepted.ok) return accepted.response
  const parsed = contactSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { errors: contactErrors(parsed.error) })

  const stored = await fetch(`${cmsInternalUrl()}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parsed.data),
  }).catch(() => null)
  if (!stored?.ok) {
    console.error('contact: the CMS refused a message', stored?.status, stored && (await stored.text()).slice(0, 300))
    return json(502, { error: 'Something went wrong. Please try again later.' })
  }
  return json(201, { ok: true })
}

export const ALL = methodNotAllowed('POST')
