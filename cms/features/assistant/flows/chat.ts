import type { Visitor } from '@cms/core/visitor'
import { visitorRequest } from '@cms/core/visitor'
import { enforce } from '@cms/core/rateLimits'
import { type ChatAnswer, chatAnswer } from '../contract/chat'
import { builtInAnswer } from '../builtInResponder'
import { modelAnswer, modelFromEnv } from '../modelResponder'

/**
 * One question to the assistant (POST /api/chat): counted against the visitor's limit, then
 * answered by the configured model with the portal's tools, or by the built-in responder when no
 * model is configured. An empty answer stays empty: the route says so in spec 8's words.
 */
export async function askAssistant(visitor: Visitor, question: string): Promise<ChatAnswer> {
  const req = await visitorRequest(visitor)
  await enforce(req, [['chat', visitor.address]])
  const model = modelFromEnv()
  if (!model) return chatAnswer(await builtInAnswer(visitor.payload, question, visitor.language), 'built-in')
  return chatAnswer(await modelAnswer(visitor.payload, model, question, visitor.language), 'model')
}
