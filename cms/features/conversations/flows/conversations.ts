import { createLocalReq } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { shownName } from '@cms/core/contract/shownName'
import { inTransaction } from '@cms/core/db/inTransaction'
import { visibleRow } from '@cms/core/db/visibleRow'
import { type Member, visitorRequest } from '@cms/core/visitor'
import type { Conversation, Message } from '@cms/payload-types'
import { type ConversationThread, type ConversationView, MESSAGES_PAGE_SIZE, type MessageView, maskContacts } from '../contract/conversations'
import { conversationIdsOf } from '../membership'
import { markRead } from '../readMarks'

const toMessageView = (message: Message, me: number): MessageView => ({
  id: message.id,
  author: message.authorName ?? '',
  mine: relationId(message.author) === me,
  body: message.body,
  createdAt: message.createdAt,
})

/** How many messages of each conversation the member has not read (others' messages after their read mark). */
async function unreadCounts(member: Member, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const { rows } = await member.payload.db.pool.query<{ conversation_id: number; n: number }>(
    `SELECT m.conversation_id, count(*)::int AS n FROM messages m
       LEFT JOIN conversation_reads r ON r.conversation_id = m.conversation_id AND r.member_id = $1
      WHERE m.conversation_id = ANY($2::int[]) AND m.author_id IS DISTINCT FROM $1 AND (r.read_at IS NULL OR m.created_at > r.read_at)
      GROUP BY m.conversation_id`,
    [member.user.id, ids],
  )
  return new Map(rows.map((row) => [row.conversation_id, row.n]))
}

/** The other parties of each conversation, by first name and initial, in one query (the list is polled). */
async function otherParties(member: Member, ids: number[]): Promise<Map<number, string[]>> {
  const { rows } = await member.payload.db.pool.query<{ conversation_id: number; first_name: string | null; last_name: string | null }>(
    `SELECT c.id AS conversation_id, u.first_name, u.last_name FROM conversations c
       CROSS JOIN LATERAL (
         SELECT c.guest_id AS id
         UNION SELECT y.owner_id FROM yachts y WHERE y.id = c.yacht_id
         UNION SELECT r.users_id FROM bookings_rels r WHERE r.parent_id = c.booking_id AND r.path = 'crew') p
       JOIN users u ON u.id = p.id
      WHERE c.id = ANY($1::int[]) AND u.id <> $2
      ORDER BY c.id, u.id`,
    [ids, member.user.id],
  )
  const names = new Map<number, string[]>()
  // A name is free text: in a question before booking it is masked like the messages.
  for (const row of rows)
    names.set(row.conversation_id, [...(names.get(row.conversation_id) ?? []), maskContacts(shownName({ firstName: row.first_name, lastName: row.last_name }))])
  return names
}

type LastMessage = { conversation_id: number; body: string; created_at: Date; author_id: number | null }

/** Each conversation's newest message, in one query; the ids are conversations the member may read. */
async function lastMessages(member: Member, ids: number[]): Promise<Map<number, LastMessage>> {
  const { rows } = await member.payload.db.pool.query<LastMessage>(
    `SELECT DISTINCT ON (conversation_id) conversation_id, body, created_at, author_id FROM messages
      WHERE conversation_id = ANY($1::int[]) ORDER BY conversation_id, created_at DESC, id DESC`,
    [ids],
  )
  return new Map(rows.map((row) => [row.conversation_id, row]))
}

async function views(member: Member, conversations: Conversation[]): Promise<ConversationView[]> {
  const ids = conversations.map((conversation) => conversation.id)
  if (ids.length === 0) return []
  const [unread, parties, last] = await Promise.all([unreadCounts(member, ids), otherParties(member, ids), lastMessages(member, ids)])
  return conversations.map((conversation) => {
    const message = last.get(conversation.id)
    const yacht = typeof conversation.yacht === 'object' && conversation.yacht ? conversation.yacht : null
    return {
      id: conversation.id,
      kind: conversation.kind,
      yachtId: relationId(conversation.yacht) ?? null,
      yachtName: yacht?.name ?? '',
      bookingId: relationId(conversation.booking) ?? null,
      with: parties.get(conversation.id) ?? [],
      lastMessage: message ? { body: message.body, createdAt: new Date(message.created_at).toISOString(), mine: message.author_id === member.user.id } : null,
      unread: unread.get(conversation.id) ?? 0,
    }
  })
}

/** The member's conversations, the latest first. */
export async function myConversations(member: Member): Promise<ConversationView[]> {
  const { docs } = await member.payload.find({
    collection: 'conversations',
    sort: '-lastMessageAt',
    limit: 100,
    depth: 1,
    populate: { yachts: { name: true } },
    locale: member.language,
    overrideAccess: false,
    req: await visitorRequest(member),
  })
  return views(member, docs)
}

/** How many messages wait unread for the member, over all their conversations (the header's count). */
export async function unreadTotal(member: Member): Promise<number> {
  const ids = await conversationIdsOf(await createLocalReq({}, member.payload), member.user.id)
  return [...(await unreadCounts(member, ids)).values()].reduce((sum, n) => sum + n, 0)
}

/** A conversation with its latest messages, oldest first, marked read up to the newest; null when the member is no party to it. */
export async function conversationThread(member: Member, id: number): Promise<ConversationThread | null> {
  const req = await visitorRequest(member)
  const conversation = await visibleRow(member, 'conversations', id, { req, depth: 1 })
  if (!conversation) return null
  const { docs } = await member.payload.find({
    collection: 'messages',
    where: { conversation: { equals: id } },
    sort: '-createdAt',
    limit: MESSAGES_PAGE_SIZE,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const newest = docs[0]
  if (newest) await markRead(await createLocalReq({}, member.payload), id, member.user.id, newest.createdAt, member.language)
  const [view] = await views(member, [conversation])
  return { conversation: view as ConversationView, messages: docs.reverse().map((message) => toMessageView(message, member.user.id)) }
}

/** The member's message in a conversation of theirs; the collection checks the party, the limits and masks contacts in a question. */
export async function postMessage(member: Member, conversationId: number, body: string): Promise<MessageView> {
  const req = await visitorRequest(member)
  const message = await member.payload.create({ collection: 'messages', data: { conversation: conversationId, body }, depth: 0, overrideAccess: false, req })
  return toMessageView(message, member.user.id)
}

/** The member's question thread for a yacht, if they started one (who the guest is is no field a member may filter by: the server asks, for their own). */
async function questionThreadOf(member: Member, yachtId: number): Promise<number | null> {
  const found = await member.payload.find({
    collection: 'conversations',
    where: { and: [{ kind: { equals: 'question' } }, { yacht: { equals: yachtId } }, { guest: { equals: member.user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]?.id ?? null
}

/** A question to a yacht's owner: the member's question thread for that yacht (started now or before) with the new message in it. */
export async function askOwner(member: Member, yachtId: number, body: string): Promise<number> {
  const ask = async (thread: number | null) => {
    const req = await visitorRequest(member)
    // The thread and its first message together: a message refused leaves no empty thread behind.
    return inTransaction(req, async () => {
      const id = thread ?? (await member.payload.create({ collection: 'conversations', data: { kind: 'question', yacht: yachtId }, depth: 0, overrideAccess: false, req })).id
      await member.payload.create({ collection: 'messages', data: { conversation: id, body }, depth: 0, overrideAccess: false, req })
      return id
    })
  }
  const thread = await questionThreadOf(member, yachtId)
  try {
    return await ask(thread)
  } catch (error) {
    // A second question sent at the same moment: the unique index let the other's thread through; this one goes into it.
    const started = thread === null ? await questionThreadOf(member, yachtId) : null
    if (started !== null) return ask(started)
    throw error
  }
}

/** The booking's conversation, started when a party first opens it; null when the member may not see the booking. */
export async function bookingConversation(member: Member, bookingId: number): Promise<number | null> {
  const req = await visitorRequest(member)
  if (!(await visibleRow(member, 'bookings', bookingId, { req }))) return null
  const existing = await member.payload.find({ collection: 'conversations', where: { booking: { equals: bookingId } }, limit: 1, depth: 0, overrideAccess: false, req })
  if (existing.docs[0]) return existing.docs[0].id
  try {
    return (await member.payload.create({ collection: 'conversations', data: { kind: 'booking', booking: bookingId }, depth: 0, overrideAccess: false, req })).id
  } catch (error) {
    // Another party opened it at the same moment: the unique index let theirs through.
    const again = await member.payload.find({ collection: 'conversations', where: { booking: { equals: bookingId } }, limit: 1, depth: 0, overrideAccess: false, req })
    if (again.docs[0]) return again.docs[0].id
    throw error
  }
}
