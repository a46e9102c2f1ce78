import type { APIRoute } from 'astro'

import { cmsUrl } from '../../lib/cms'
import { contactErrors, contactSchema } from '../../lib/schemas/contact'

export const prerender = false

/** A contact message is a few kilobytes at most; anything larger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * POST /api/contact: validates the contact form and stores it in the CMS (`contact-messages`).
 * 201 stored; 400 with per-field error codes; 403 from a foreign origin; 413/415 for bodies that
 * are too large or not JSON; 502 when the CMS does not take it.
 */
export const POST: APIRoute = async ({ request, url }) => {
  const origin = request.headers.get('origin')
  if (origin && origin !== url.origin) return json(403, { error: 'Requests from other sites are not accepted.' })
  if (!request.headers.get('content-type')?.includes('application/json')) return json(415, { error: 'Send the form as JSON.' })
  const text = await request.text()
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return json(413, { error: 'The message is too large.' })

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(400, { error: 'The request is not valid JSON.' })
  }
  const parsed = contactSchema.safeParse(body)
  if (!parsed.success) return json(400, { errors: contactErrors(parsed.error) })

  const stored = await fetch(`${cmsUrl()}/api/contact-messages`, {
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

export const ALL: APIRoute = () => json(405, { error: 'Use POST.' })
