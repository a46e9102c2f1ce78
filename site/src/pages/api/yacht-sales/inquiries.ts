import type { APIRoute } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { yachtSaleErrors, yachtSaleInquirySchema } from '@cms/features/leads/contract/yachtSales'
import { sendYachtSaleInquiry } from '@cms/features/leads/flows/yachtSale'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/yacht-sales/inquiries `{ listing, name, email, phone?, message, language }`: an
 * inquiry about a yacht for sale, stored as a lead (`leads`, kind yacht-sale), which mails the
 * sender and the team. 201 stored; 400 with per-field error codes; 409 when the listing is sold
 * or not published; 429 past the per-visitor limit.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 16 * 1024)
  if (!accepted.ok) return accepted.response
  const parsed = yachtSaleInquirySchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { errors: yachtSaleErrors(parsed.error) })
  try {
    const outcome = await sendYachtSaleInquiry(await visitorOf(context, parsed.data.language), parsed.data)
    return outcome === 'sent' ? json(201, { ok: true }) : json(409, { errors: { listing: 'closed' } })
  } catch (error) {
    return answerFailure(error, {}, MESSAGES.somethingWentWrong)
  }
}

export const ALL = methodNotAllowed('POST')
