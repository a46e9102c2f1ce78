import type { ConversationThread, ConversationView, MessageView } from '@cms/features/conversations/contract/conversations'
import { apiRequest, readJson } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'

/** The conversation calls the islands make. Each throws an ApiError on a refusal; the caller words it by its code. */

export type { ConversationThread, ConversationView, MessageView }

export async function myConversations(): Promise<ConversationView[]> {
  return (await read<{ docs: ConversationView[] }>('/api/conversations')).docs
}

export async function conversationThread(id: number): Promise<ConversationThread> {
  return readJson<ConversationThread>(await apiRequest('GET', `/api/conversations/${id}`))
}

export async function sendMessage(id: number, body: string): Promise<MessageView> {
  return readJson<MessageView>(await apiRequest('POST', `/api/conversations/${id}/messages`, { body }))
}

export async function askOwner(yachtId: number, body: string): Promise<number> {
  return (await readJson<{ conversationId: number }>(await apiRequest('POST', `/api/yachts/${yachtId}/questions`, { body }))).conversationId
}

export async function openBookingConversation(bookingId: number): Promise<number> {
  return (await readJson<{ conversationId: number }>(await apiRequest('POST', `/api/bookings/${bookingId}/conversation`))).conversationId
}
