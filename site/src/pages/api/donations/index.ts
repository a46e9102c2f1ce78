import type { APIRoute } from 'astro'

import { donationErrors, donationSchema } from '@cms/features/donations/contract/donations'
import { startDonation } from '@cms/features/donations/flows/donate'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { answerPaymentFailure } from '@site/lib/server/paymentFailure'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/donations `{ amount, name, email, listed, message?, language }`: a guest's or a
 * member's donation. 201 `{ id, next }`, what the browser does now (the test gateway's card form,
 * or the provider's page); 400 with per-field error codes, nothing stored; 429 past the address's
 * limit.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 4 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = donationSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { errors: donationErrors(parsed.error) })
  const returnUrl = new URL(`${parsed.data.language === 'en' ? '/en' : ''}/donations`, context.url).href
  try {
    const { donationId, next } = await startDonation(await visitorOf(context, parsed.data.language), parsed.data, returnUrl)
    return json(201, { id: donationId, next })
  } catch (error) {
    return answerPaymentFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
