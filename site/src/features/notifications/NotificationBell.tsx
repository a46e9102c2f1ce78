import { useStore } from '@nanostores/react'
import { Popover } from 'radix-ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { badgeText } from '@cms/features/notifications/contract/notifications'
import type { Locale } from '@site/i18n'
import { $notifications, pollNotifications } from '@site/stores/notifications'
import { NotificationList } from './NotificationList'
import styles from './Notifications.module.css'

/** The admin's bell in the header (spec 6, 9): the unread count ('9+' above 9) and a panel of the newest. */
export function NotificationBell({ locale, dashboardPath }: { locale: Locale; dashboardPath: string }) {
  const { t } = useTranslation()
  const state = useStore($notifications)
  // Remounted on each opening, so the panel starts at the list.
  const [openings, setOpenings] = useState(0)
  useEffect(pollNotifications, [])
  const unread = (state?.items ?? []).filter((item) => !item.isRead).length
  const badge = badgeText(unread)
  return (
    <Popover.Root onOpenChange={(open) => open && setOpenings((count) => count + 1)}>
      <Popover.Trigger className={styles.bell} aria-label={unread ? t('admin.notifications.bellUnread', { count: unread }) : t('admin.notifications.bell')}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path d="M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {badge && (
          <span className={styles.badge} aria-hidden="true" data-notification-badge>
            {badge}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.panel} align="end" sideOffset={8} collisionPadding={8} aria-label={t('admin.notifications.title')}>
          <h2 className={styles.panelTitle}>{t('admin.notifications.title')}</h2>
          <NotificationList key={openings} locale={locale} />
          <a className={styles.link} href={dashboardPath}>
            {t('admin.notifications.all')}
          </a>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
