import { z } from '@cms/core/contract/zodSettings'
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_PRIORITIES, NOTIFICATION_TITLE_MAX, NOTIFICATION_TYPES } from './notifications'

/*
 * Apart from ./notifications, whose constants the site's header script reads at start-up without
 * zod (tests/e2e/javascript-budget).
 */

/** POST /api/admin/notifications/test (spec 7). */
export const testNotificationSchema = z.strictObject({
  type: z.enum(NOTIFICATION_TYPES.values),
  title: z.string().trim().min(1).max(NOTIFICATION_TITLE_MAX),
  message: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX),
  priority: z.enum(NOTIFICATION_PRIORITIES.values).optional(),
})
export type TestNotificationRequest = z.infer<typeof testNotificationSchema>
