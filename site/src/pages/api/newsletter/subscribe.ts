import { checkNewsletterEmail, NEWSLETTER_TEXTS } from '@cms/features/newsletter/contract/newsletter'
import { subscribe } from '@cms/features/newsletter/flows/subscribe'
import { z } from '@cms/core/contract/zodSettings'
import { isRateLimited } from '@cms/core/errors/RateLimited'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/newsletter/subscribe {email, language?} (spec 7): `success`, `status`, `message`,
 * `requiresConfirmation`, `emailSent`. 400 with spec 5's words for a missing or malformed
 * address (nothing stored); 429 past the limits per visitor and per address.
 */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: z.unknown(), maxBytes: 2048, optional: true },
  refusalExtra: (language) => ({ success: false, message: NEWSLETTER_TEXTS.refused[language] }),
  handle: async ({ visitor, body, language }) => {
    const checked = checkNewsletterEmail(typeof body === 'object' ? (body as { email?: unknown }).email : undefined)
    if (!checked.ok) return json(400, { success: false, code: checked.problem, message: NEWSLETTER_TEXTS[checked.problem][language] })
    try {
      return json(200, await subscribe(await visitor(), checked.email))
    } catch (error) {
      if (!isRateLimited(error)) throw error
      return json(429, { success: false, code: 'tooMany', message: NEWSLETTER_TEXTS.tooMany[language] }, { 'retry-after': String(error.retryAfterSeconds) })
    }
  },
})

export const ALL = methodNotAllowed('POST')
