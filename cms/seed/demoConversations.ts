import type { Payload } from 'payload'

import { seedRequestContext } from './context'

type Party = { id: number; name: string }

/**
 * The demo sailor's coming Angara charter with a few messages between them and the owner, so that
 * /messages and the header's count show something on a fresh portal (the sailor's last message is
 * unread by the owner). Written straight to the tables, as history: nobody is emailed about it.
 */
export async function seedDemoConversation(payload: Payload, booking: { id: number; yacht: number }, sailor: Party, owner: Party): Promise<void> {
  const req = { context: seedRequestContext } as never
  const now = Date.now()
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString()
  const conversation = await payload.db.create({
    collection: 'conversations',
    data: { kind: 'booking', booking: booking.id, yacht: booking.yacht, guest: sailor.id, lastMessageAt: at(30) },
    req,
  })
  const messages: [Party, string, number][] = [
    [owner, 'Здравствуйте, Алексей! Ждём вас у причала в Листвянке к 9:00. Если будет волна, пойдём вдоль берега к Большим Котам.', 180],
    [sailor, 'Спасибо! Нас будет шестеро, двое детей. Можно взять с собой удочки?', 60],
    [owner, 'Конечно, удочки есть и на борту. Капитан покажет места, где клюёт хариус.', 45],
    [sailor, 'Отлично, до встречи!', 30],
  ]
  for (const [author, body, minutesAgo] of messages) {
    await payload.db.create({
      collection: 'messages',
      data: { conversation: conversation.id, author: author.id, authorName: author.name, body, createdAt: at(minutesAgo), updatedAt: at(minutesAgo) },
      req,
    })
  }
  // Each has read up to their own last message: the owner has the sailor's last one to read.
  for (const [party, readAt] of [
    [sailor, at(30)],
    [owner, at(45)],
  ] as const) {
    await payload.db.create({ collection: 'conversation-reads', data: { conversation: conversation.id, member: party.id, readAt, language: 'ru' }, req })
  }
}
