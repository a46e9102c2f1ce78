import type { SendEmailOptions } from 'payload'

/** Who the portal's mail comes from (EMAIL_FROM, e.g. `Baikal Yachts <hello@baikal-yachts.ru>`). */
export function senderFromEnv(): { address: string; name: string } {
  const configured = process.env.EMAIL_FROM?.match(/^\s*(.*?)\s*<([^>]+)>\s*$/)
  if (configured) return { name: configured[1] || 'Baikal Yachts', address: configured[2]! }
  return { name: 'Baikal Yachts', address: process.env.EMAIL_FROM?.trim() || 'no-reply@baikal-yachts.local' }
}

type AddressLike = SendEmailOptions['to']

/** Nodemailer-style recipients (a string, `{ name, address }`, or a list of them) as plain addresses. */
export function addressList(value: AddressLike): string[] {
  if (!value) return []
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address))
}

export function formatSender(from: SendEmailOptions['from'], fallback: { address: string; name: string }): string {
  if (!from) return `${fallback.name} <${fallback.address}>`
  return typeof from === 'string' ? from : `${from.name} <${from.address}>`
}

/** The part of nodemailer's attachment the adapters read (Payload types the message loosely). */
export type MailAttachment = { filename?: string | false; content?: string | Buffer | unknown; contentType?: string }
