import type { APIRoute } from 'astro'

import { checkNewsletterEmail, NEWSLETTER_TEXTS } from '@cms/features/newsletter/contract/newsletter'
import { isRateLimited } from '@cms/core/errors/RateLimited'
import { subscribe } from '@cms/features/newsletter/flows/subscribe'
import { answerFailure } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { languageOf, visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * POST /api/newsletter/subscribe {email, language?} (spec 7): `success`, `status`, `message`,
 * `requiresConfirmation`, `emailSent`. 400 with spec 5's words for a missing or malformed
 * address (nothing stored); 429 past the limits per visitor and per address.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, 2048)
  if (!accepted.ok) return accepted.response
  const body = (accepted.body ?? {}) as { email?: unknown; language?: unknown }
  const language = languageOf(context.request, typeof body === 'object' ? body.language : undefined)
  const checked = checkNewsletterEmail(typeof body === 'object' ? body.email : undefined)
  if (!checked.ok) return json(400, { success: false, code: checked.problem, message: NEWSLETTER_TEXTS[checked.problem][language] })
  try {
    return json(200, await subscribe(await visitorOf(context, language), checked.email))
  } catch (error) {
    if (isRateLimited(error)) {
      return json(429, { success: false, code: 'tooMany', message: NEWSLETTER_TEXTS.tooMany[language] }, { 'retry-after': String(error.retryAfterSeconds) })
    }
    return answerFailure(error, { success: false, message: NEWSLETTER_TEXTS.refused[language] })
  }
}

export const ALL = methodNotAllowed('POST')
