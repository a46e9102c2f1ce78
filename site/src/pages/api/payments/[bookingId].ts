import { PAYMENT_MESSAGES, paymentStartSchema, type StartRefusal } from '@cms/features/payments/contract/payments'
import { startPayment } from '@cms/features/bookings/flows/payBooking'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal, refusalsOf } from '@site/lib/server/http'
import { providerOutage } from '@site/lib/server/paymentFailure'
import { overLimit } from '@site/lib/server/rateLimited'

export const prerender = false

const STATUS_OF_REFUSAL: Record<StartRefusal, number> = { notFound: 404, notYours: 403, awaitingOwner: 409, holdExpired: 409, alreadyPaid: 409, notPayable: 409 }

const refused = refusalsOf(PAYMENT_MESSAGES)

/**
 * POST /api/payments/{bookingId} `{ method: 'card' }`: starts paying the member's booking with
 * the active provider. 201 with `next`, what the browser does now: fill the test gateway's card
 * form (`card-form`, with the charge and its client secret) or go to the provider (`redirect`).
 */
export const POST = defineRoute({
  who: 'member',
  row: { param: 'bookingId' },
  body: { json: paymentStartSchema, maxBytes: 1024 },
  handle: async ({ member, id: bookingId, context }) => {
    const returnUrl = new URL(`${member.language === 'en' ? '/en' : ''}/bookings?booking=${bookingId}`, context.url).href
    try {
      const limited = await overLimit(member, 'paymentStart', String(member.user.id))
      if (limited) return limited
      const outcome = await startPayment(member, bookingId, returnUrl)
      if (!outcome.ok) return refused(STATUS_OF_REFUSAL[outcome.reason], outcome.reason)
      return json(201, { paymentId: outcome.paymentId, next: outcome.next })
    } catch (error) {
      if (providerOutage(error)) return refusal(502, 'paymentProviderDown')
      throw error
    }
  },
})

export const ALL = methodNotAllowed('POST')
