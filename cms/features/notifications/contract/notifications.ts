/**
 * Admin notifications (spec 3, 4.4, 6, 9; issue "Member submissions and moderation …"): what a
 * notification holds, the words of the events that raise one in both languages, and the bell's
 * constants. The CMS writes them; the site's bell and dashboard read them.
 */
import type { Language } from '@cms/core/contract/language'
import { enumeration } from '@cms/core/contract/options'

export const NOTIFICATION_PRIORITIES = enumeration({
  urgent: { ru: 'Срочно', en: 'Urgent' },
  high: { ru: 'Высокий', en: 'High' },
  normal: { ru: 'Обычный', en: 'Normal' },
  low: { ru: 'Низкий', en: 'Low' },
})
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES.values)[number]

/** What happened: each feature that tells the admins names its kind. */
export const NOTIFICATION_TYPES = enumeration({
  booking: { ru: 'Бронирование', en: 'Booking' },
  payment: { ru: 'Оплата', en: 'Payment' },
  registration: { ru: 'Регистрация', en: 'Registration' },
  submission: { ru: 'Публикация участника', en: 'Submission' },
  build: { ru: 'Сборка сайта', en: 'Site build' },
  wiki: { ru: 'Вики', en: 'Wiki' },
  comment: { ru: 'Комментарий', en: 'Comment' },
  system: { ru: 'Система', en: 'System' },
  test: { ru: 'Проверка', en: 'Test' },
})
export type NotificationType = (typeof NOTIFICATION_TYPES.values)[number]

export const NOTIFICATION_TITLE_MAX = 200
export const NOTIFICATION_MESSAGE_MAX = 2000

/** Spec 9: the bell asks every 60 s, a list younger than 30 s is not asked for again, and a kept list is shown for 5 minutes. */
export const NOTIFICATIONS_POLL_MS = 60_000
export const NOTIFICATIONS_STALE_MS = 30_000
export const NOTIFICATIONS_CACHE_MS = 5 * 60_000
/** The newest this many are listed; the badge cannot show more than '9+' anyway. */
export const NOTIFICATIONS_LIST_LIMIT = 50

/** Spec 9: the badge shows the count up to 9, then '9+'; nothing when all are read. */
export function badgeText(unread: number): string {
  if (unread <= 0) return ''
  return unread > 9 ? '9+' : String(unread)
}

/**
 * The events the portal raises, each in both languages with `{name}` placeholders. A stored
 * notification keeps the template's key and values in its metadata, so the bell says it in the
 * page's language; its own title and message (Russian, the portal's first language) stand for
 * it anywhere else, the CMS admin's list for one.
 */
export const NOTICE_TEMPLATES = {
  bookingCreated: {
    type: 'booking',
    priority: 'normal',
    ru: { title: 'Новое бронирование', message: '{yacht}, {dates}: {guests} гост., {total}. Клиент: {customer}.' },
    en: { title: 'New booking', message: '{yacht}, {dates}: {guests} guests, {total}. Customer: {customer}.' },
  },
  weatherCallOffs: {
    type: 'booking',
    priority: 'high',
    ru: { title: 'Частые отмены из-за погоды', message: '{yacht}: {calledOff} из {charters} чартеров {year} года отменены из-за погоды.' },
    en: { title: 'Frequent weather call-offs', message: '{yacht}: {calledOff} of {charters} charters in {year} called off for weather.' },
  },
  paymentRefundedLate: {
    type: 'payment',
    priority: 'high',
    ru: { title: 'Платёж возвращён', message: 'Платёж {reference} за бронирование №{booking} пришёл, когда бронирование уже не ждало оплаты, и возвращён полностью.' },
    en: { title: 'Payment refunded', message: 'Payment {reference} for booking #{booking} arrived when the booking no longer awaited it, and was refunded in full.' },
  },
  feeRefundedLate: {
    type: 'payment',
    priority: 'high',
    ru: {
      title: 'Взнос возвращён',
      message: 'Взнос {reference} за место на событии (регистрация №{registration}) пришёл, когда место уже не ждало оплаты, и возвращён полностью.',
    },
    en: {
      title: 'Entry fee refunded',
      message: 'Entry fee {reference} for a place at an event (registration #{registration}) arrived when the place no longer awaited it, and was refunded in full.',
    },
  },
  donationRefundedTwice: {
    type: 'payment',
    priority: 'normal',
    ru: { title: 'Повторное пожертвование возвращено', message: 'Платёж {reference} за уже оплаченное пожертвование №{donation} возвращён полностью.' },
    en: { title: 'Second donation payment refunded', message: 'Payment {reference} for donation #{donation}, already paid, was refunded in full.' },
  },
  subscriptionRefunded: {
    type: 'payment',
    priority: 'normal',
    ru: { title: 'Платёж за подписку возвращён', message: 'Платёж {reference} за подписку №{subscription}, которая его уже не ждала, возвращён полностью.' },
    en: { title: 'Subscription payment refunded', message: 'Payment {reference} for subscription #{subscription}, which no longer awaited it, was refunded in full.' },
  },
  refundFailed: {
    type: 'payment',
    priority: 'urgent',
    ru: { title: 'Возврат не удался', message: 'Возврат {amount} по платежу {reference} не удался после всех попыток: {error}. Верните деньги вручную у платёжного провайдера.' },
    en: { title: 'Refund failed', message: 'Refunding {amount} of payment {reference} failed after every attempt: {error}. Refund it by hand at the payment provider.' },
  },
  buildFailed: {
    type: 'build',
    priority: 'high',
    ru: { title: 'Сборка сайта не удалась', message: 'Сайт показывает прежнюю версию. Причина сборки: {reason}. Ошибка: {error}' },
    en: { title: 'Site build failed', message: 'The site keeps serving the previous version. Build reason: {reason}. Error: {error}' },
  },
  submissionReceived: {
    type: 'submission',
    priority: 'normal',
    ru: { title: 'Публикация на проверку', message: '«{title}» от {name} ждёт проверки.' },
    en: { title: 'Submission to review', message: '"{title}" by {name} awaits review.' },
  },
  memberRegistered: {
    type: 'registration',
    priority: 'low',
    ru: { title: 'Новый участник', message: '{name} ({email}) зарегистрировался: {roles}.' },
    en: { title: 'New member', message: '{name} ({email}) signed up: {roles}.' },
  },
  wikiProposal: {
    type: 'wiki',
    priority: 'normal',
    ru: { title: 'Предложение для вики', message: '«{title}» от {name} ждёт проверки.' },
    en: { title: 'Wiki proposal', message: '"{title}" by {name} awaits review.' },
  },
  clubCaptainPending: {
    type: 'registration',
    priority: 'normal',
    ru: { title: 'Капитан ждёт подтверждения', message: '{name} ({email}) вступает в клуб капитанов и ждёт подтверждения.' },
    en: { title: 'Captain awaits confirmation', message: '{name} ({email}) is joining the captains and awaits confirmation.' },
  },
  commentReported: {
    type: 'comment',
    priority: 'normal',
    ru: { title: 'Жалоба на комментарий', message: '{name} пожаловался на комментарий к «{event}»: «{excerpt}»' },
    en: { title: 'Comment reported', message: '{name} reported a comment on "{event}": "{excerpt}"' },
  },
  reviewReported: {
    type: 'comment',
    priority: 'normal',
    ru: { title: 'Жалоба на отзыв', message: '{name} пожаловался на отзыв о яхте «{yacht}»: «{excerpt}»' },
    en: { title: 'Review reported', message: '{name} reported a review of "{yacht}": "{excerpt}"' },
  },
} as const satisfies Record<string, { type: NotificationType; priority: NotificationPriority } & Record<Language, { title: string; message: string }>>

export type NoticeTemplate = keyof typeof NOTICE_TEMPLATES
export type NoticeValues = Record<string, string | number>

/** Puts the values into a template's text; a placeholder without a value stays as it is. */
export function fillTemplate(text: string, values: NoticeValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A notification as the portal API answers it (spec 3). */
export type NotificationView = {
  id: number
  type: NotificationType
  title: string
  message: string
  priority: NotificationPriority
  isRead: boolean
  createdAt: string
  metadata: NotificationMetadata
}

export type NotificationMetadata = {
  userId?: number
  /** A page of the site or the CMS admin where the admin acts on it. */
  link?: string
  template?: NoticeTemplate
  values?: NoticeValues
} & Record<string, unknown>

/** The title and message in a language: from the template when the notification names one. */
export function noticeText(notification: Pick<NotificationView, 'title' | 'message' | 'metadata'>, language: Language): { title: string; message: string } {
  const key = notification.metadata?.template
  const template = key && Object.hasOwn(NOTICE_TEMPLATES, key) ? NOTICE_TEMPLATES[key][language] : null
  if (!template) return { title: notification.title, message: notification.message }
  const values = notification.metadata.values ?? {}
  return { title: fillTemplate(template.title, values), message: fillTemplate(template.message, values) }
}
