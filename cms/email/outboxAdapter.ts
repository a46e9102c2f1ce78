import type { EmailAdapter } from 'payload'

import { addressList, formatSender, type MailAttachment, senderFromEnv } from './addresses'

/**
 * Payload email adapter that keeps each message in the `email-outbox` collection and logs its
 * subject: the portal works, and can be tested, without a mail provider.
 */
export const outboxAdapter =
  (): EmailAdapter =>
  ({ payload }) => {
    const sender = senderFromEnv()
    return {
      name: 'outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message) => {
        const to = addressList(message.to).join(', ')
        const stored = await payload.create({
          collection: 'email-outbox',
          data: {
            to,
            from: formatSender(message.from, sender),
            subject: String(message.subject ?? ''),
            text: typeof message.text === 'string' ? message.text : undefined,
            html: typeof message.html === 'string' ? message.html : undefined,
            attachments: ((message.attachments ?? []) as MailAttachment[]).map((file) => ({
              filename: file.filename || 'attachment',
              contentType: file.contentType ?? null,
              content: typeof file.content === 'string' ? file.content : Buffer.isBuffer(file.content) ? file.content.toString('utf8') : null,
            })),
          },
        })
        payload.logger.info(`Email to ${to} kept in the outbox (no RESEND_API_KEY): ${String(message.subject)}`)
        return { id: stored.id }
      },
    }
  }
