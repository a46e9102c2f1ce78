import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { subscribeSchema } from '@cms/features/subscriptions/contract/plans'
import { mySubscriptions } from '@cms/features/subscriptions/flows/mySubscriptions'
import { startSubscription } from '@cms/features/subscriptions/flows/subscribe'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'
import { providerOutage } from '@site/lib/server/paymentFailure'
import { languageOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/subscriptions `{ plan, period, language }`: a signed-in member takes a plan. 201
 * `{ id, next }`, what the browser does now (the test gateway's card form, or the provider's
 * page); 400 with per-field codes (`plan`: no such published plan; `businessOnly`: a business
 * tier for someone who is no owner or service company), nothing stored; 401 for guests.
 */
export const POST = defineRoute({
  who: 'member',
  body: { json: subscribeSchema, maxBytes: 1024, optional: true },
  invalidBody: (error) => json(400, { code: 'invalid', errors: fieldErrors(error) }),
  handle: async ({ member, body, context }) => {
    // Back from a provider's own payment page to the page of the plan's kind.
    const returnUrl = (path: string) => new URL(`${body.language === 'en' ? '/en' : ''}${path}`, context.url).href
    try {
      const { subscriptionId, next } = await startSubscription({ ...member, language: body.language }, body, returnUrl)
      return json(201, { id: subscriptionId, next })
    } catch (error) {
      if (providerOutage(error)) return refusal(502, 'paymentProviderDown')
      throw error
    }
  },
})

/** GET /api/subscriptions?language=: the signed-in member's active subscriptions, plans named in the page's language (for /account and the plans' pages). */
export const GET = defineRoute({
  who: 'member',
  handle: async ({ member, context }) =>
    json(200, { subscriptions: await mySubscriptions({ ...member, language: languageOf(context.request, context.url.searchParams.get('language')) }) }),
})

export const ALL = methodNotAllowed('GET, POST')
