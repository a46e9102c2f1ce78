import { paymentStartSchema } from '@cms/features/payments/contract/payments'
import { type StartRefusal, startPayment } from '@cms/features/payments/flows/startPayment'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { providerOutage } from '@site/lib/server/paymentFailure'
import { overLimit } from '@site/lib/server/rateLimited'

export const prerender = false

const REFUSALS: Record<StartRefusal, { status: number; error: string }> = {
  notFound: { status: 404, error: MESSAGES.notFound },
  notYours: { status: 403, error: MESSAGES.paymentNotYours },
  awaitingOwner: { status: 409, error: MESSAGES.paymentAwaitingOwner },
  holdExpired: { status: 409, error: MESSAGES.paymentHoldExpired },
  alreadyPaid: { status: 409, error: MESSAGES.paymentAlreadyPaid },
  notPayable: { status: 409, error: MESSAGES.paymentNotPayable },
}

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
      if (!outcome.ok) return json(REFUSALS[outcome.reason].status, { error: REFUSALS[outcome.reason].error, code: outcome.reason })
      return json(201, { paymentId: outcome.paymentId, next: outcome.next })
    } catch (error) {
      if (providerOutage(error)) return json(502, { error: MESSAGES.paymentProviderDown })
      throw error
    }
  },
})

export const ALL = methodNotAllowed('POST')
