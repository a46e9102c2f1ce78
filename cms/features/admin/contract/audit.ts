/** The admin actions the audit log records (issue "… the admin dashboard …"). */
import { enumeration } from '@cms/core/contract/options'

export const AUDIT_ACTIONS = enumeration({
  'roles-changed': { ru: 'Роли изменены', en: 'Roles changed' },
  'account-locked': { ru: 'Учётная запись заблокирована', en: 'Account locked' },
  'account-unlocked': { ru: 'Учётная запись разблокирована', en: 'Account unlocked' },
  'email-verified-changed': { ru: 'Подтверждение адреса изменено', en: 'Email confirmation changed' },
  'submission-approved': { ru: 'Публикация одобрена', en: 'Submission approved' },
  'submission-rejected': { ru: 'Публикация отклонена', en: 'Submission rejected' },
  'comment-hidden': { ru: 'Комментарий скрыт', en: 'Comment hidden' },
  'comment-shown': { ru: 'Комментарий снова показан', en: 'Comment shown again' },
  'review-hidden': { ru: 'Отзыв скрыт', en: 'Review hidden' },
  'review-shown': { ru: 'Отзыв снова показан', en: 'Review shown again' },
  'order-released': { ru: 'Заказ услуги возвращён', en: 'Service order handed back' },
})
export type AuditAction = (typeof AUDIT_ACTIONS.values)[number]

/** An entry as the admin dashboard shows it. */
export type AuditEntryView = { id: number; action: AuditAction; actorId: number | null; actorName: string | null; targetUserId: number | null; summary: string; createdAt: string }
