/**
 * The admin's communications monitor (spec 2.1 /admin/communications; issue "… the admin
 * dashboard …"): the mail outbox with delivery status, and sending a failed message again.
 */
import { enumeration } from '@cms/core/contract/options'
import { z } from '@cms/core/contract/zodSettings'

export const MAIL_STATUSES = enumeration({
  kept: { ru: 'Сохранено (без почтового сервиса)', en: 'Kept (no mail provider)' },
  sending: { ru: 'Отправляется', en: 'Sending' },
  sent: { ru: 'Отправлено', en: 'Sent' },
  failed: { ru: 'Не отправлено', en: 'Failed' },
})
export type MailStatus = (typeof MAIL_STATUSES.values)[number]

export const MESSAGES_PAGE_SIZE = 20

/** GET /api/admin/communications?status=&q=&page= */
export const mailSearchSchema = z.strictObject({
  status: z.enum(MAIL_STATUSES.values).optional(),
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** One message in the list. */
export type MailSummary = { id: number; to: string; subject: string; status: MailStatus; attempts: number; error: string | null; createdAt: string; sentAt: string | null }

/** One message opened: what was sent, as text (the HTML version is not rendered on the site). */
export type MailView = MailSummary & {
  from: string | null
  provider: string | null
  providerId: string | null
  text: string | null
  attachments: { filename: string; contentType: string | null }[]
}

export type MailPage = { docs: MailSummary[]; totalDocs: number; page: number; totalPages: number }

export const COMMUNICATION_MESSAGES = {
  onlyFailed: 'Only a message that failed can be sent again.',
  noProvider: 'No mail provider is configured (RESEND_API_KEY): messages are kept, never sent.',
} as const
