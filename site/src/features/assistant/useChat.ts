import { useCallback, useRef, useState } from 'react'

import { answerText, CHAT_TEXTS } from '@cms/features/assistant/contract/chat'
import { ApiError, apiRequest, readJson, serverMessage } from '@site/lib/api/client'
import { type ChatMessage, greeting } from './chatText'

/** Spec 8: a refusal the server explains (too long, too many) in its words; no connection, or any other failure, in the spec's. */
function failureText(error: unknown, language: 'ru' | 'en'): string {
  if (error instanceof ApiError) return ((error.status === 400 || error.status === 429) && serverMessage(error)) || CHAT_TEXTS.failure[language]
  return error instanceof TypeError ? CHAT_TEXTS.connection[language] : CHAT_TEXTS.failure[language]
}

let sequence = 0
const nextId = () => `m${Date.now().toString(36)}-${++sequence}`

/**
 * The conversation: the greeting, then each question and its answer. A question is sent alone
 * (spec 3: the request holds only the latest user message); nothing is sent while a reply is
 * pending, nor an empty or whitespace-only question.
 */
export function useChat(language: 'ru' | 'en') {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting(language)])
  const [pending, setPending] = useState(false)
  const pendingRef = useRef(false)
  // A reply arriving after the chat was cleared belongs to a conversation that is gone.
  const generation = useRef(0)

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim()
      if (!question || pendingRef.current) return false
      pendingRef.current = true
      setPending(true)
      const asked = generation.current
      setMessages((current) => [...current, { id: nextId(), role: 'user', content: question, timestamp: Date.now() }])
      let reply: string
      let failed = false
      try {
        const response = await apiRequest('POST', '/api/chat', { messages: [{ role: 'user', content: question }], language })
        reply = answerText(await readJson(response)) || CHAT_TEXTS.empty[language]
        failed = reply === CHAT_TEXTS.empty[language]
      } catch (error) {
        console.error('The assistant did not answer', error)
        failed = true
        reply = failureText(error, language)
      }
      if (asked === generation.current) setMessages((current) => [...current, { id: nextId(), role: 'assistant', content: reply, timestamp: Date.now(), failed }])
      pendingRef.current = false
      setPending(false)
      return true
    },
    [language],
  )

  const clear = useCallback(() => {
    generation.current += 1
    pendingRef.current = false
    setPending(false)
    setMessages([greeting(language)])
  }, [language])

  return { messages, pending, send, clear }
}
