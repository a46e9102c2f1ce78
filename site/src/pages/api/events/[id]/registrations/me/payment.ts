import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { type FeeRefusal, startEntryFeePayment } from '@cms/features/events/flows/entryFee'
import { paymentStartSchema } from '@cms/features/payments/contract/payments'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal, refusalsOf } from '@site/lib/server/http'
import { providerOutage } from '@site/lib/server/paymentFailure'
import { overLimit } from '@site/lib/server/rateLimited'

export const prerender = false

const STATUS_OF_REFUSAL: Record<FeeRefusal, number> = { notRegistered: 404, waitlisted: 409, notOwed: 409, alreadyPaid: 409, holdExpired: 409 }

const refused = refusalsOf(REGISTRATION_MESSAGES)

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
      if (!outcome.ok) return refused(STATUS_OF_REFUSAL[outcome.reason], outcome.reason)
      return json(201, { paymentId: outcome.paymentId, next: outcome.next })
    } catch (error) {
      if (providerOutage(error)) return refusal(502, 'paymentProviderDown')
      throw error
    }
  },
})

export const ALL = methodNotAllowed('POST')
