import { useTranslation } from 'react-i18next'

import { type NotificationView, noticeText } from '@cms/features/notifications/contract/notifications'
import type { Locale } from '@site/i18n'
import { formatStamp } from '@site/ui/format'
import styles from './Notifications.module.css'

/** One notification's heading line: priority, title and time; the whole message when `full`. */
export function NotificationItem({ notification, locale, full = false }: { notification: NotificationView; locale: Locale; full?: boolean }) {
  const { t } = useTranslation()
  const { title, message } = noticeText(notification, locale)
  return (
    <>
      <span className={styles.heading}>
        <span className={`${styles.priority} ${styles[notification.priority]}`}>{t(`admin.notifications.priority.${notification.priority}`)}</span>
        <span className={styles.title}>{title}</span>
      </span>
      <time className={styles.time} dateTime={notification.createdAt}>
        {formatStamp(locale, notification.createdAt)}
      </time>
      <span className={full ? styles.message : styles.preview}>{message}</span>
    </>
  )
}
