import type { EmailAdapter } from 'payload'
import { Resend } from 'resend'

import { addressList, formatSender, type MailAttachment, senderFromEnv } from './addresses'

/** Payload email adapter that sends through Resend's API (RESEND_API_KEY). */
export const resendAdapter =
  (apiKey: string): EmailAdapter =>
  ({ payload }) => {
    const resend = new Resend(apiKey)
    const sender = senderFromEnv()
    return {
      name: 'resend',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message) => {
        const { data, error } = await resend.emails.send({
          from: formatSender(message.from, sender),
          to: addressList(message.to),
          subject: String(message.subject ?? ''),
          html: typeof message.html === 'string' ? message.html : undefined,
          text: typeof message.text === 'string' ? message.text : '',
          attachments: ((message.attachments ?? []) as MailAttachment[])
            .filter((file) => typeof file.content === 'string' || Buffer.isBuffer(file.content))
            .map((file) => ({ filename: file.filename || 'attachment', content: Buffer.from(file.content as string | Buffer), contentType: file.contentType })),
        })
        if (error) {
          payload.logger.error(`Resend refused an email: ${error.message}`)
          throw new Error(`Email not sent: ${error.message}`)
        }
        return data
      },
    }
  }
