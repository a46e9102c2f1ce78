import { CHAT_MAX_CHARS, CHAT_TEXTS, chatQuestionOf } from '@cms/features/assistant/contract/chat'
import { askAssistant } from '@cms/features/assistant/flows/chat'
import { z } from '@cms/core/contract/zodSettings'
import { classifyError } from '@cms/core/errors/classifyError'
import { isRateLimited } from '@cms/core/errors/RateLimited'
import { defineRoute } from '@site/lib/server/defineRoute'
import { unavailable } from '@site/lib/server/failures'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/**
 * POST /api/chat {messages: [{role: 'user', content}]} (spec 7): the answer as
 * `choices[0].message.content` and `response`. 400 for an empty, malformed or too long question;
 * 429 past the visitor's limit; 502 when the model could not be reached or failed.
 */
export const POST = defineRoute({
  who: 'anyone',
  // A question and its envelope: a little over the longest question taken, escaped. The question
  // is judged by chatQuestionOf, whose refusals are in the visitor's language.
  body: { json: z.unknown(), maxBytes: CHAT_MAX_CHARS * 6 + 1024 },
  handle: async ({ visitor, body, language }) => {
    const checked = chatQuestionOf(body)
    if (!checked.ok) return json(400, { error: checked.problem === 'tooLong' ? CHAT_TEXTS.tooLong[language] : CHAT_TEXTS.failure[language], code: checked.problem })
    try {
      return json(200, await askAssistant(await visitor(), checked.question))
    } catch (error) {
      if (isRateLimited(error)) return json(429, { error: CHAT_TEXTS.tooMany[language], code: 'tooMany' }, { 'retry-after': String(error.retryAfterSeconds) })
      if (classifyError(error) === 'unavailable') return unavailable()
      console.error('assistant: no answer', error)
      return json(502, { error: CHAT_TEXTS.failure[language], code: 'failed' })
    }
  },
})

export const ALL = methodNotAllowed('POST')
