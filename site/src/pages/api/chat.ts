import type { APIRoute } from 'astro'

import { askAssistant } from '@cms/features/assistant/flows/chat'
import { CHAT_MAX_CHARS, CHAT_TEXTS, chatQuestionOf } from '@cms/features/assistant/contract/chat'
import { isRateLimited } from '@cms/core/errors/RateLimited'
import { classifyError } from '@cms/core/errors/classifyError'
import { unavailable } from '@site/lib/server/failures'
import { acceptJson, json, methodNotAllowed } from '@site/lib/server/http'
import { languageOf, visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** A question and its envelope: a little over the longest question taken, escaped. */
const MAX_BODY_BYTES = CHAT_MAX_CHARS * 6 + 1024

/**
 * POST /api/chat {messages: [{role: 'user', content}]} (spec 7): the answer as
 * `choices[0].message.content` and `response`. 400 for an empty, malformed or too long question;
 * 429 past the visitor's limit; 502 when the model could not be reached or failed.
 */
export const POST: APIRoute = async (context) => {
  const accepted = await acceptJson(context.request, context.url, MAX_BODY_BYTES)
  if (!accepted.ok) return accepted.response
  const language = languageOf(context.request, (accepted.body as { language?: unknown } | null)?.language)
  const checked = chatQuestionOf(accepted.body)
  if (!checked.ok) return json(400, { error: checked.problem === 'tooLong' ? CHAT_TEXTS.tooLong[language] : CHAT_TEXTS.failure[language], code: checked.problem })
  try {
    return json(200, await askAssistant(await visitorOf(context, language), checked.question))
  } catch (error) {
    if (isRateLimited(error)) return json(429, { error: CHAT_TEXTS.tooMany[language], code: 'tooMany' }, { 'retry-after': String(error.retryAfterSeconds) })
    if (classifyError(error) === 'unavailable') return unavailable()
    console.error('assistant: no answer', error)
    return json(502, { error: CHAT_TEXTS.failure[language], code: 'failed' })
  }
}

export const ALL = methodNotAllowed('POST')
