import { resendVerification } from '@cms/features/accounts/flows/resendVerification'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/resend-verification: a new confirmation link for the signed-in member's address. */
export const POST = defineRoute({
  who: 'member',
  handle: async ({ member }) => {
    const outcome = await resendVerification(member)
    return json(200, { success: true, ...(outcome === 'alreadyVerified' ? { alreadyVerified: true } : {}) })
  },
})

export const ALL = methodNotAllowed('POST')
