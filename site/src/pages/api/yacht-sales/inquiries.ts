import { yachtSaleErrors, yachtSaleInquirySchema } from '@cms/features/leads/contract/yachtSales'
import { sendYachtSaleInquiry } from '@cms/features/leads/flows/yachtSale'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/yacht-sales/inquiries `{ listing, name, email, phone?, message, language }`: an
 * inquiry about a yacht for sale, stored as a lead (`leads`, kind yacht-sale), which mails the
 * sender and the team. 201 stored; 400 with per-field error codes; 409 `closed` when the listing is sold
 * or not published; 429 past the per-visitor limit.
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: yachtSaleInquirySchema, maxBytes: 16 * 1024 },
  invalidBody: (error) => json(400, { code: 'invalid', errors: yachtSaleErrors(error) }),
  handle: async ({ visitor, body }) => {
    const outcome = await sendYachtSaleInquiry(await visitor(body.language), body)
    return outcome === 'sent' ? json(201, { ok: true }) : json(409, { code: 'closed', errors: { listing: 'closed' } })
  },
})

export const ALL = methodNotAllowed('POST')
