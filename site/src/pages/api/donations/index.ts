import { donationErrors, donationSchema } from '@cms/features/donations/contract/donations'
import { startDonation } from '@cms/features/donations/flows/donate'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'
import { providerOutage } from '@site/lib/server/paymentFailure'

export const prerender = false

/**
 * POST /api/donations `{ amount, name, email, listed, message?, language }`: a guest's or a
 * member's donation. 201 `{ id, next }`, what the browser does now (the test gateway's card form,
 * or the provider's page); 400 with per-field error codes, nothing stored; 429 past the address's
 * limit.
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: donationSchema, maxBytes: 4 * 1024 },
  invalidBody: (error) => json(400, { code: 'invalid', errors: donationErrors(error) }),
  handle: async ({ visitor, body, context }) => {
    const returnUrl = new URL(`${body.language === 'en' ? '/en' : ''}/donations`, context.url).href
    try {
      const { donationId, next } = await startDonation(await visitor(body.language), body, returnUrl)
      return json(201, { id: donationId, next })
    } catch (error) {
      if (providerOutage(error)) return refusal(502, 'paymentProviderDown')
      throw error
    }
  },
})

export const ALL = methodNotAllowed('POST')
