import type { Language } from '@cms/core/contract/language'
import OpenAI from 'openai'
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions'
import type { Payload } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { runTool, TOOLS } from './tools'

/** Tool rounds before the model must answer: a question needs two or three lookups at most. */
const MAX_TOOL_ROUNDS = 4
/** How long one call to the model may take. */
const MODEL_TIMEOUT_MS = 30_000

export type ModelSettings = { apiKey: string; baseURL?: string; model: string }

/** The model configured in the environment (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL), or null: then the built-in responder answers. */
export function modelFromEnv(): ModelSettings | null {
  const apiKey = process.env.OPENAI_API_KEY
  if (!apiKey) return null
  return { apiKey, baseURL: process.env.OPENAI_BASE_URL || undefined, model: process.env.OPENAI_MODEL || 'gpt-4o-mini' }
}

const TOOL_DEFINITIONS: ChatCompletionTool[] = Object.entries(TOOLS).map(([name, tool]) => ({
  type: 'function',
  function: { name, description: tool.description, parameters: tool.parameters },
}))

function systemPrompt(language: Language): string {
  return [
    'You are Yacht Companion, the assistant of Baikal Yachts, a portal for yacht charters and sailing trips on Lake Baikal.',
    `Answer in ${language === 'en' ? 'English' : 'Russian'}, briefly and warmly.`,
    'Talk only about what the tools return: never name a yacht, place, trip, event, price or forecast the tools did not give you. If the tools have nothing that fits, say so.',
    'Link every yacht, place, trip or event you mention to its page, as a Markdown link with the "page" path the tool gave, e.g. [Name](/yacht/1).',
    'Prices are in roubles (₽) per day for yachts, for the whole trip for trip packages. Wind is in m/s.',
    `Today at the lake is ${marinaDayOf(new Date())} (Asia/Irkutsk). Booking, payment and accounts happen on the site's pages; you cannot book for the visitor.`,
  ].join('\n')
}

/**
 * Answers through any OpenAI-compatible chat-completions server, letting the model call the
 * portal's tools (a few rounds) before it writes the answer.
 */
export async function modelAnswer(payload: Payload, settings: ModelSettings, question: string, language: Language): Promise<string> {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: MODEL_TIMEOUT_MS, maxRetries: 1 })
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(language) },
    { role: 'user', content: question },
  ]
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const completion = await client.chat.completions.create({
      model: settings.model,
      messages,
      ...(round < MAX_TOOL_ROUNDS ? { tools: TOOL_DEFINITIONS, tool_choice: 'auto' as const } : {}),
      temperature: 0.3,
    })
    const message = completion.choices[0]?.message
    if (!message) return ''
    const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function')
    if (calls.length === 0) return message.content?.trim() ?? ''
    messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls })
    for (const call of calls) {
      const result = await runTool(payload, call.function.name, call.function.arguments, language)
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) })
    }
  }
  return ''
}
