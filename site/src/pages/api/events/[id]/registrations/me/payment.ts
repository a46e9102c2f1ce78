import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { type FeeRefusal, startEntryFeePayment } from '@cms/features/events/flows/entryFee'
import { paymentStartSchema } from '@cms/features/payments/contract/payments'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { providerOutage } from '@site/lib/server/paymentFailure'
import { overLimit } from '@site/lib/server/rateLimited'

export const prerender = false

const REFUSALS: Record<FeeRefusal, { status: number; error: string }> = {
  notRegistered: { status: 404, error: REGISTRATION_MESSAGES.notRegistered },
  waitlisted: { status: 409, error: REGISTRATION_MESSAGES.feeWaitlisted },
  notOwed: { status: 409, error: REGISTRATION_MESSAGES.feeNotOwed },
  alreadyPaid: { status: 409, error: REGISTRATION_MESSAGES.feeAlreadyPaid },
  holdExpired: { status: 409, error: REGISTRATION_MESSAGES.feeHoldExpired },
}

/**
 * POST /api/events/{id}/registrations/me/payment `{ method: 'card' }`: starts paying the entry
 * fee of the member's place, while it is held for them. 201 with `next`, as a booking's payment:
 * the test gateway's card form, or the provider's page to go to.
 */
export const POST = defineRoute({
  who: 'member',
  row: true,
  body: { json: paymentStartSchema, maxBytes: 1024 },
  handle: async ({ member, id, context }) => {
    const returnUrl = new URL(`${member.language === 'en' ? '/en' : ''}/events/${id}`, context.url).href
    try {
      const limited = await overLimit(member, 'paymentStart', String(member.user.id))
      if (limited) return limited
      const outcome = await startEntryFeePayment(member, id, returnUrl)
      if (!outcome.ok) return json(REFUSALS[outcome.reason].status, { error: REFUSALS[outcome.reason].error, code: outcome.reason })
      return json(201, { paymentId: outcome.paymentId, next: outcome.next })
    } catch (error) {
      if (providerOutage(error)) return json(502, { error: MESSAGES.paymentProviderDown })
      throw error
    }
  },
})

export const ALL = methodNotAllowed('POST')
