import { z } from '@cms/core/contract/zodSettings'

/**
 * Conversations between guests, owners and crew (issue "Reviews … and conversations"): a member's
 * question to a yacht's owner before booking, and one conversation per booking between its
 * customer, the yacht's owner and the crew put on the charter.
 */
export const MESSAGE_BODY_MAX = 2000
/** A message unread this long emails the other parties, at most once per conversation and party an hour. */
export const UNREAD_EMAIL_MINUTES = 15
export const UNREAD_EMAIL_EVERY_MINUTES = 60
/** Messages per account and hour, at every door; and per account in one conversation an hour. */
export const MESSAGES_PER_HOUR = 60
export const MESSAGES_PER_CONVERSATION_HOUR = 20
/** Conversations an account starts a day (questions to owners, bookings' own). */
export const CONVERSATIONS_PER_DAY = 30
/** How often an open conversation looks for new messages, and the unread count in the header. */
export const MESSAGES_POLL_SECONDS = 10
export const MESSAGES_PAGE_SIZE = 100

export const CONVERSATION_KINDS = ['question', 'booking'] as const
type ConversationKind = (typeof CONVERSATION_KINDS)[number]

/** The API's words; the islands show their own, in the page's language, by `code`. */
export const CONVERSATION_MESSAGES = {
  ownYacht: 'You cannot ask your own yacht a question.',
  noOwner: 'This yacht has no owner on the portal to ask.',
  tooManyHere: 'Too many messages in this conversation for now. Try again in an hour.',
  bookingClosed: 'This booking is cancelled: its conversation takes no more messages.',
} as const

/** What stands in for an email address or a phone number in a question before any booking. */
export const MASK = '•••'

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu
// A run of digits with the spaces, dashes, dots and brackets people write in phone numbers (a
// leading + allowed); which runs are phone numbers is phoneLike's to say.
const DIGIT_RUN = /\+?\d[\d\s().-]*\d/g
const MESSENGER = /(?:@[A-Za-z0-9_]{5,}|\b(?:t\.me|wa\.me|telegram\.me|vk\.com|instagram\.com)\/\S+)/gi

/**
 * A question's text with its contact details masked (emails, phone numbers, messenger handles and
 * links): before a booking exists, guest and owner talk through the portal, as on other charter
 * marketplaces, so the booking is not taken off it.
 */
export function maskContacts(text: string): string {
  return text
    .replace(EMAIL, MASK)
    .replace(MESSENGER, MASK)
    .replace(DIGIT_RUN, (run) => (phoneLike(run) ? MASK : run))
}

/**
 * A phone number, not a price, a year or a date: ten digits or more (a Russian number with its
 * code), eight or more written together, a city number written 123-45-67, or an international one
 * starting with + (seven digits or more). "1 250 000 ₽" and "2027-07-10" stay.
 */
function phoneLike(run: string): boolean {
  const digits = run.replace(/\D/g, '').length
  return digits >= 10 || /^\d{8,}$/.test(run) || /^\d{3}-\d{2}-\d{2}$/.test(run) || (run.startsWith('+') && digits >= 7)
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}»]/gi

/** A message's text as pieces: plain text and the http(s) links in it, for an island to render as text nodes and links (never as HTML). */
export function linkPieces(text: string): ({ text: string } | { href: string })[] {
  const pieces: ({ text: string } | { href: string })[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0
    if (at > last) pieces.push({ text: text.slice(last, at) })
    pieces.push({ href: match[0] })
    last = at + match[0].length
  }
  if (last < text.length) pieces.push({ text: text.slice(last) })
  return pieces
}

const body = z.string('required').trim().min(1, 'required').max(MESSAGE_BODY_MAX, 'tooLong')

/** POST /api/yachts/{id}/questions and POST /api/conversations/{id}/messages. */
export const messageRequestSchema = z.strictObject({ body }, 'bodyInvalid')

/** A conversation as the member's list shows it. */
export type ConversationView = {
  id: number
  kind: ConversationKind
  yachtId: number | null
  yachtName: string
  bookingId: number | null
  /** The other parties, by first name and initial. */
  with: string[]
  lastMessage: { body: string; createdAt: string; mine: boolean } | null
  unread: number
}

export type MessageView = { id: number; author: string; mine: boolean; body: string; createdAt: string }

/** GET /api/conversations/{id}: the conversation and its messages, oldest first (the latest MESSAGES_PAGE_SIZE). */
export type ConversationThread = { conversation: ConversationView; messages: MessageView[] }
