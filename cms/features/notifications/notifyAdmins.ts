import type { Payload, PayloadRequest } from 'payload'

import {
  NOTICE_TEMPLATES,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  type NoticeTemplate,
  type NoticeValues,
  type NotificationMetadata,
  fillTemplate,
} from './contract/notifications'

export type Notice = {
  template: NoticeTemplate
  values: NoticeValues
  /** Whom it is about, when it is about a member (spec 3's metadata.userId). */
  userId?: number | null
  /** Where the admin acts on it. */
  link?: string
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * Tells the admins that something happened: the one door every feature uses. Given the request
 * of a change still in its transaction, the notification commits with it (a booking that rolls
 * back tells no one). A notification is never worth failing the work that raised it, so its own
 * failures are only logged (spec 8).
 */
export async function notifyAdmins(payload: Payload, notice: Notice, req?: PayloadRequest): Promise<void> {
  try {
    const template = NOTICE_TEMPLATES[notice.template]
    const metadata: NotificationMetadata = { template: notice.template, values: notice.values }
    if (notice.userId) metadata.userId = notice.userId
    if (notice.link) metadata.link = notice.link
    await payload.create({
      collection: 'notifications',
      data: {
        type: template.type,
        priority: template.priority,
        title: clip(fillTemplate(template.ru.title, notice.values), NOTIFICATION_TITLE_MAX),
        message: clip(fillTemplate(template.ru.message, notice.values), NOTIFICATION_MESSAGE_MAX),
        isRead: false,
        metadata,
      },
      depth: 0,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not notify the admins (${notice.template})` })
  }
}
