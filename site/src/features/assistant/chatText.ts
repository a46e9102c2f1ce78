import { CHAT_TEXTS } from '@cms/features/assistant/contract/chat'

/** One message of the conversation (spec 3: client only). */
export type ChatMessage = { id: string; role: 'user' | 'assistant'; content: string; timestamp: number; failed?: boolean }

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/**
 * An answer's text as plain text and links: only `[words](/path)` links to the portal's own pages
 * become links; everything else stays text (React escapes it), so an answer cannot inject markup
 * or send the visitor elsewhere.
 */
export function textParts(content: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of content.matchAll(/\[([^\]\n]{1,200})\]\((\/(?!\/)[^\s)]{0,300})\)/g)) {
    if (match.index > last) parts.push({ kind: 'text', text: content.slice(last, match.index) })
    parts.push({ kind: 'link', text: match[1]!, href: match[2]! })
    last = match.index + match[0].length
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) })
  return parts
}

/** The whole chat as text, each message under its speaker (spec 2.5: 'Вы' and 'Yacht Companion'). */
export function chatTranscript(messages: readonly ChatMessage[], language: 'ru' | 'en'): string {
  return messages.map((message) => `${message.role === 'user' ? CHAT_TEXTS.you[language] : CHAT_TEXTS.companion[language]}: ${message.content}`).join('\n\n')
}

export const greeting = (language: 'ru' | 'en'): ChatMessage => ({ id: 'greeting', role: 'assistant', content: CHAT_TEXTS.greeting[language], timestamp: Date.now() })
