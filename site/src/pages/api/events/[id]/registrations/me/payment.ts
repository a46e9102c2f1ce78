import type { APIRoute } from 'astro'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { paymentStartSchema } from '@cms/features/payments/contract/payments'
import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { type FeeRefusal, startEntryFeePayment } from '@cms/features/events/flows/entryFee'
import { acceptJson, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { answerPaymentFailure } from '@site/lib/server/paymentFailure'
import { overLimit } from '@site/lib/server/rateLimited'
import { memberOf } from '@site/lib/server/visitor'

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
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const eventId = rowId(context.params.id)
  if (eventId === null) return json(404, { error: MESSAGES.notFound })
  const parsed = paymentStartSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  const returnUrl = new URL(`${signedIn.member.language === 'en' ? '/en' : ''}/events/${eventId}`, context.url).href
  try {
    const limited = await overLimit(signedIn.member, 'paymentStart', String(signedIn.member.user.id))
    if (limited) return limited
    const outcome = await startEntryFeePayment(signedIn.member, eventId, returnUrl)
    if (!outcome.ok) return json(REFUSALS[outcome.reason].status, { error: REFUSALS[outcome.reason].error, code: outcome.reason })
    return json(201, { paymentId: outcome.paymentId, next: outcome.next })
  } catch (error) {
    return answerPaymentFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
