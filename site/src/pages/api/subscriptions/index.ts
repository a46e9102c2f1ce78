import type { APIRoute } from 'astro'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { subscribeSchema } from '@cms/features/subscriptions/contract/plans'
import { mySubscriptions } from '@cms/features/subscriptions/flows/mySubscriptions'
import { startSubscription } from '@cms/features/subscriptions/flows/subscribe'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { answerPaymentFailure } from '@site/lib/server/paymentFailure'
import { memberRoute } from '@site/lib/server/rowRoute'
import { languageOf, memberOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/subscriptions `{ plan, period, language }`: a signed-in member takes a plan. 201
 * `{ id, next }`, what the browser does now (the test gateway's card form, or the provider's
 * page); 400 with per-field codes (`plan`: no such published plan; `businessOnly`: a business
 * tier for someone who is no owner or service company), nothing stored; 401 for guests.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 1024)
  if (!accepted.ok) return accepted.response
  const parsed = subscribeSchema.safeParse(accepted.body ?? {})
  if (!parsed.success) return json(400, { errors: fieldErrors(parsed.error) })
  const signedIn = await memberOf(context, parsed.data.language)
  if (!signedIn.ok) return signedIn.response
  // Back from a provider's own payment page to the page of the plan's kind.
  const returnUrl = (path: string) => new URL(`${parsed.data.language === 'en' ? '/en' : ''}${path}`, context.url).href
  try {
    const { subscriptionId, next } = await startSubscription(signedIn.member, parsed.data, returnUrl)
    return json(201, { id: subscriptionId, next })
  } catch (error) {
    return answerPaymentFailure(error)
  }
}

/** GET /api/subscriptions?language=: the signed-in member's active subscriptions, plans named in the page's language (for /account and the plans' pages). */
export const GET = memberRoute(
  async (member, context) => json(200, { subscriptions: await mySubscriptions({ ...member, language: languageOf(context.request, context.url.searchParams.get('language')) }) }),
  { changesState: false },
)

export const ALL = methodNotAllowed('GET, POST')
