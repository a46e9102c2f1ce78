import type { APIRoute } from 'astro'

import { INSURANCE_TEXTS } from '@cms/features/insurance/contract/insurance'
import { MESSAGES } from '@cms/core/contract/messages'
import { type SelectRefusal, selectQuote } from '@cms/features/insurance/flows/quotes'
import { z } from '@cms/core/contract/zodSettings'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

const bodySchema = z.strictObject({ key: z.string().max(64).optional() })
const STATUS: Record<SelectRefusal, number> = { notFound: 404, notOffered: 409, expired: 409 }

/**
 * POST /api/insurance/quotes/{id}/select `{ key? }`: selects the quote for its requester (signed
 * in, or holding the link's key) and voids the request's others; the customer and the insurer are
 * emailed. 409 with `code` when the request already has a selection or the quote has expired.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const quoteId = rowId(context.params.id)
  const parsed = bodySchema.safeParse(accepted.body)
  if (quoteId === null || !parsed.success) return json(quoteId === null ? 404 : 400, { error: quoteId === null ? MESSAGES.notFound : INSURANCE_TEXTS.selectError.en })
  try {
    const outcome = await selectQuote(await visitorOf(context), quoteId, parsed.data.key ?? null)
    return outcome.ok ? json(200, { status: 'selected' }) : json(STATUS[outcome.reason], { error: INSURANCE_TEXTS.selectError.en, code: outcome.reason })
  } catch (error) {
    return answerFailure(error, {}, INSURANCE_TEXTS.selectError.en)
  }
}

export const ALL = methodNotAllowed('POST')
