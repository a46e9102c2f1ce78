import { visitorRequest, type Member } from '@cms/core/visitor'
import { NOTIFICATIONS_LIST_LIMIT, type NotificationMetadata, type NotificationView } from '../contract/notifications'
import type { TestNotificationRequest } from '../contract/testNotification'
import type { Notification } from '@cms/payload-types'

const toNotificationView = (notification: Notification): NotificationView => ({
  id: notification.id,
  type: notification.type,
  title: notification.title,
  message: notification.message,
  priority: notification.priority,
  isRead: notification.isRead ?? false,
  createdAt: notification.createdAt,
  metadata: (notification.metadata && typeof notification.metadata === 'object' && !Array.isArray(notification.metadata) ? notification.metadata : {}) as NotificationMetadata,
})

/*
 * Each call runs as the member, so the collection's access (admins only) decides: anyone else
 * reads an empty list and changes nothing.
 */

/** The newest notifications, unread ones first among equals of time. */
export async function listNotifications(visitor: Member): Promise<NotificationView[]> {
  const { docs } = await visitor.payload.find({
    collection: 'notifications',
    sort: '-createdAt',
    limit: NOTIFICATIONS_LIST_LIMIT,
    pagination: false,
    depth: 0,
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return docs.map(toNotificationView)
}

/** A notification an admin writes by hand, to see the bell work (spec 7's test call). */
export async function createTestNotification(visitor: Member, request: TestNotificationRequest): Promise<NotificationView> {
  const created = await visitor.payload.create({
    collection: 'notifications',
    data: { ...request, priority: request.priority ?? 'normal', isRead: false, metadata: { userId: visitor.user.id } },
    depth: 0,
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return toNotificationView(created)
}

/** Marks one read; null when there is no such notification the member may change. */
export async function markNotificationRead(visitor: Member, id: number): Promise<NotificationView | null> {
  const { docs } = await visitor.payload.update({
    collection: 'notifications',
    where: { id: { equals: id } },
    data: { isRead: true },
    depth: 0,
    req: await visitorRequest(visitor),
    overrideAccess: false,
  })
  return docs[0] ? toNotificationView(docs[0]) : null
}

/** Deletes one; false when there is no such notification the member may delete. */
export async function deleteNotification(visitor: Member, id: number): Promise<boolean> {
  const { docs } = await visitor.payload.delete({ collection: 'notifications', where: { id: { equals: id } }, depth: 0, req: await visitorRequest(visitor), overrideAccess: false })
  return docs.length > 0
}
