import type { EmailAdapter, Payload } from 'payload'

import { addressList, formatSender, type MailAttachment, senderFromEnv } from './addresses'
import type { MailTransport, OutgoingMail } from './transport'

/** How much of a provider's refusal is kept for the admin. */
const ERROR_MAX = 1000

/**
 * Payload email adapter that keeps every message in `email-outbox` with whether it went out (the
 * admin's communications monitor), then hands it to the transport. Without one, the message is
 * only kept (status `kept`): the portal works, and is tested, without a mail provider.
 */
export const recordingAdapter =
  (transport: MailTransport | null): EmailAdapter =>
  ({ payload }) => {
    const sender = senderFromEnv()
    return {
      name: transport ? transport.name : 'outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message) => {
        const mail: OutgoingMail = {
          from: formatSender(message.from, sender),
          to: addressList(message.to),
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : null,
          html: typeof message.html === 'string' ? message.html : null,
          attachments: ((message.attachments ?? []) as MailAttachment[]).map((file) => ({
            filename: file.filename || 'attachment',
            contentType: file.contentType ?? null,
            content: typeof file.content === 'string' ? file.content : Buffer.isBuffer(file.content) ? file.content.toString('utf8') : null,
          })),
          headers: plainHeaders(message.headers),
        }
        const stored = await payload.create({
          collection: 'email-outbox',
          data: { ...mail, to: mail.to.join(', '), status: transport ? 'sending' : 'kept', provider: transport?.name ?? 'outbox', attempts: 0 },
          overrideAccess: true,
        })
        if (!transport) {
          payload.logger.info(`Email to ${stored.to} kept in the outbox (no RESEND_API_KEY): ${mail.subject}`)
          return { id: stored.id }
        }
        return deliver(payload, transport, stored.id, mail, 0)
      },
    }
  }

/** The headers given as a plain object of strings; nodemailer's other shapes are not used here. */
function plainHeaders(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return {}
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/**
 * Hands a kept message to the transport and records the outcome on its row: `sent` with the
 * provider's id, or `failed` with the provider's words (then thrown, for the caller to log).
 */
export async function deliver(payload: Payload, transport: MailTransport, id: number, mail: OutgoingMail, attemptsBefore: number): Promise<{ id: string }> {
  try {
    const sent = await transport.send(mail)
    await payload.update({
      collection: 'email-outbox',
      id,
      data: { status: 'sent', providerId: sent.id, sentAt: new Date().toISOString(), error: null, attempts: attemptsBefore + 1 },
      overrideAccess: true,
    })
    return sent
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await payload.update({ collection: 'email-outbox', id, data: { status: 'failed', error: reason.slice(0, ERROR_MAX), attempts: attemptsBefore + 1 }, overrideAccess: true })
    payload.logger.error(`Email ${id} to ${mail.to.join(', ')} not sent: ${reason}`)
    throw new Error(`Email not sent: ${reason}`)
  }
}
