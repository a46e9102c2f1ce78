import type { Where } from 'payload'

import { visitorRequest, type Member } from '@cms/core/visitor'
import { visibleRow } from '@cms/core/db/visibleRow'
import { MESSAGES_PAGE_SIZE, type MailPage, type MailStatus, type MailSummary, type MailView } from '../contract/communications'
import { deliver } from '@cms/core/email/recordingAdapter'
import type { MailTransport, StoredAttachment } from '@cms/core/email/transport'
import type { EmailOutbox } from '@cms/payload-types'

const toSummary = (row: EmailOutbox): MailSummary => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts ?? 0,
  error: row.error ?? null,
  createdAt: row.createdAt,
  sentAt: row.sentAt ?? null,
})

const attachmentsOf = (row: EmailOutbox): StoredAttachment[] => (Array.isArray(row.attachments) ? (row.attachments as StoredAttachment[]) : [])
const headersOf = (row: EmailOutbox): Record<string, string> =>
  row.headers && typeof row.headers === 'object' && !Array.isArray(row.headers) ? (row.headers as Record<string, string>) : {}

/*
 * Reads run as the admin (the outbox's access: admins only); the resend's claim and outcome are
 * the server's own writes (no API caller may write the outbox).
 */

/** Messages newest first, by status and words of the recipient or subject. */
export async function listMail(visitor: Member, { status, q, page }: { status?: MailStatus; q: string; page: number }): Promise<MailPage> {
  const conditions: Where[] = []
  if (status) conditions.push({ status: { equals: status } })
  if (q) conditions.push({ or: [{ to: { like: q } }, { subject: { like: q } }] })
  const found = await visitor.payload.find({
    collection: 'email-outbox',
    where: conditions.length ? { and: conditions } : {},
    sort: '-createdAt',
    page,
    limit: MESSAGES_PAGE_SIZE,
    depth: 0,
    select: { to: true, subject: true, status: true, attempts: true, error: true, createdAt: true, sentAt: true },
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return { docs: found.docs.map((row) => toSummary(row as EmailOutbox)), totalDocs: found.totalDocs, page: found.page ?? page, totalPages: found.totalPages }
}

const readMail = (visitor: Member, id: number): Promise<EmailOutbox | null> => visibleRow(visitor, 'email-outbox', id)

/** One message as it was sent; null when there is none the admin may read. */
export async function mailById(visitor: Member, id: number): Promise<MailView | null> {
  const row = await readMail(visitor, id)
  if (!row) return null
  return {
    ...toSummary(row),
    from: row.from ?? null,
    provider: row.provider ?? null,
    providerId: row.providerId ?? null,
    text: row.text ?? null,
    attachments: attachmentsOf(row).map(({ filename, contentType }) => ({ filename, contentType })),
  }
}

export type ResendOutcome = { ok: true; mail: MailView } | { ok: false; reason: 'not-found' | 'not-failed' | 'no-provider' | 'failed-again'; mail?: MailView }

/**
 * Sends a failed message again. The row is claimed (failed → sending) in one statement, so two
 * admins pressing at once send it once; the outcome is recorded on it as on the first attempt.
 */
export async function resendMail(visitor: Member, id: number, transport: MailTransport | null): Promise<ResendOutcome> {
  const row = await readMail(visitor, id)
  if (!row) return { ok: false, reason: 'not-found' }
  if (!transport) return { ok: false, reason: 'no-provider' }
  const claimed = await visitor.payload.db.pool.query(`UPDATE email_outbox SET status = 'sending', updated_at = now() WHERE id = $1 AND status = 'failed'`, [id])
  if (!claimed.rowCount) return { ok: false, reason: 'not-failed' }
  const mail = {
    from: row.from ?? '',
    to: row.to.split(/,\s*/),
    subject: row.subject,
    text: row.text ?? null,
    html: row.html ?? null,
    attachments: attachmentsOf(row),
    headers: headersOf(row),
  }
  let failed = false
  try {
    await deliver(visitor.payload, transport, id, mail, row.attempts ?? 0)
  } catch {
    failed = true
  }
  const now = await mailById(visitor, id)
  if (!now) return { ok: false, reason: 'not-found' }
  return failed ? { ok: false, reason: 'failed-again', mail: now } : { ok: true, mail: now }
}
