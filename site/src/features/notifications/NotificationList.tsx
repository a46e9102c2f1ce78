import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { NotificationView } from '@cms/features/notifications/contract/notifications'
import type { Locale } from '@site/i18n'
import { $notifications, openNotification } from '@site/stores/notifications'
import { NotificationItem } from './NotificationItem'
import styles from './Notifications.module.css'

/**
 * The admin's notifications, newest first, or the one just opened. Opening one shows all of it
 * and, behind the scenes, marks it read and deletes it (spec 4.4); it stays on screen until the
 * admin goes back.
 */
export function NotificationList({ locale, failed = false }: { locale: Locale; failed?: boolean }) {
  const { t } = useTranslation()
  const state = useStore($notifications)
  const [opened, setOpened] = useState<NotificationView | null>(null)
  if (opened)
    return (
      <div className={styles.opened}>
        <button type="button" className={styles.back} onClick={() => setOpened(null)}>
          {t('admin.notifications.back')}
        </button>
        <p className={styles.openedBody} role="status">
          <NotificationItem notification={opened} locale={locale} full />
        </p>
        {typeof opened.metadata.link === 'string' && /^https?:\/\//.test(opened.metadata.link) && (
          <a className={styles.link} href={opened.metadata.link}>
            {t('admin.notifications.openInCms')}
          </a>
        )}
      </div>
    )
  const items = state?.items ?? []
  if (items.length === 0) {
    const text = state ? t('admin.notifications.empty') : failed ? t('admin.notifications.loadFailed') : t('admin.notifications.loading')
    return (
      <p className={styles.empty} role={failed && !state ? 'alert' : 'status'}>
        {text}
      </p>
    )
  }
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={`${styles.item} ${item.isRead ? '' : styles.unread}`}
            onClick={() => {
              setOpened(item)
              void openNotification(item.id)
            }}
          >
            <NotificationItem notification={item} locale={locale} />
            {!item.isRead && <span className={styles.visuallyHidden}>, {t('admin.notifications.unread')}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
