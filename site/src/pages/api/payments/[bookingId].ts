import type { APIRoute } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { paymentStartSchema } from '@cms/features/payments/contract/payments'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { type StartRefusal, startPayment } from '@cms/features/payments/flows/startPayment'
import { answerPaymentFailure } from '@site/lib/server/paymentFailure'
import { acceptJson, json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { overLimit } from '@site/lib/server/rateLimited'
import { memberOf } from '@site/lib/server/visitor'

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
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const signedIn = await memberOf(context)
  if (!signedIn.ok) return signedIn.response
  const bookingId = rowId(context.params.bookingId)
  if (bookingId === null) return json(404, { error: MESSAGES.notFound })
  const parsed = paymentStartSchema.safeParse(accepted.body)
  if (!parsed.success) return json(400, { error: MESSAGES.somethingWentWrong, errors: fieldErrors(parsed.error) })
  const language = signedIn.member.language
  const returnUrl = new URL(`${language === 'en' ? '/en' : ''}/bookings?booking=${bookingId}`, context.url).href
  try {
    const limited = await overLimit(signedIn.member, 'paymentStart', String(signedIn.member.user.id))
    if (limited) return limited
    const outcome = await startPayment(signedIn.member, bookingId, returnUrl)
    if (!outcome.ok) return json(REFUSALS[outcome.reason].status, { error: REFUSALS[outcome.reason].error, code: outcome.reason })
    return json(201, { paymentId: outcome.paymentId, next: outcome.next })
  } catch (error) {
    return answerPaymentFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
