import { Resend } from 'resend'

/** A message as the portal sends it and keeps it: plain strings, attachments as text (calendar files). */
export type OutgoingMail = {
  from: string
  to: string[]
  subject: string
  text: string | null
  html: string | null
  attachments: StoredAttachment[]
  /** Extra headers, e.g. the newsletter's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers: Record<string, string>
}
export type StoredAttachment = { filename: string; contentType: string | null; content: string | null }

/** Whatever carries mail out of the portal; null when none is configured and mail is only kept. */
export type MailTransport = { name: string; send: (mail: OutgoingMail) => Promise<{ id: string }> }

/** Sends through Resend's API. Its SDK reads RESEND_BASE_URL, which the tests point at a loopback fake. */
export function resendTransport(apiKey: string): MailTransport {
  const resend = new Resend(apiKey)
  return {
    name: 'resend',
    send: async (mail) => {
      const { data, error } = await resend.emails.send({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html ?? undefined,
        text: mail.text ?? '',
        headers: Object.keys(mail.headers).length > 0 ? mail.headers : undefined,
        attachments: mail.attachments
          .filter((file) => file.content !== null)
          .map((file) => ({ filename: file.filename, content: Buffer.from(file.content ?? ''), contentType: file.contentType ?? undefined })),
      })
      if (error || !data) throw new Error(error?.message ?? 'Resend answered without an id')
      return { id: data.id }
    },
  }
}

/** The transport the environment configures: Resend with RESEND_API_KEY, else none. */
export function mailTransportFromEnv(): MailTransport | null {
  const apiKey = process.env.RESEND_API_KEY
  return apiKey ? resendTransport(apiKey) : null
}
