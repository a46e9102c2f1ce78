import { type FormEvent, useEffect, useId, useState } from 'react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'

import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_PRIORITIES, NOTIFICATION_TITLE_MAX, NOTIFICATION_TYPES } from '@cms/features/notifications/contract/notifications'
import type { TestNotificationRequest } from '@cms/features/notifications/contract/testNotification'
import { apiRequest, serverMessage } from '@site/lib/api/client'
import { loadNotifications, pollNotifications } from '@site/stores/notifications'
import { showToast } from '@site/stores/toasts'
import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { NotificationList } from '@site/features/notifications/NotificationList'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { AnalyticsTab } from './AnalyticsTab'
import { CommunicationsTab } from './CommunicationsTab'
import { SecurityTab } from './SecurityTab'
import { UsersTab } from './UsersTab'

type Props = IslandStrings & { authPath: string; cmsAdminUrl: string; moderationPath: string }

/** /admin/dashboard (spec 2.1, 6): the admin's notifications, a test notification, and the way to the CMS admin. */
export default function AdminDashboardIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole="admin" authPath={props.authPath}>
          {() => <AdminDashboard {...props} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

type Tab = 'notifications' | 'users' | 'security' | 'analytics' | 'communications'

const TABS: readonly Tab[] = ['notifications', 'users', 'security', 'analytics', 'communications']
const isTab = (value: unknown): value is Tab => TABS.includes(value as Tab)

/** The tab and the opened account, from the address (?tab=users&userId=N, spec 2.1). */
function fromAddress(): { tab: Tab; userId: number | null } {
  const params = new URLSearchParams(window.location.search)
  const userId = Number(params.get('userId'))
  // /admin/communications is the mail tab's own address (spec 2.1).
  const tab = window.location.pathname.endsWith('/admin/communications') ? 'communications' : params.get('tab')
  return { tab: isTab(tab) ? tab : 'notifications', userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null }
}

function toAddress(tab: Tab, userId: number | null): void {
  const params = new URLSearchParams(window.location.search)
  params.set('tab', tab)
  if (userId === null) params.delete('userId')
  else params.set('userId', String(userId))
  const path = window.location.pathname.replace(/\/admin\/communications$/, '/admin/dashboard')
  window.history.replaceState(null, '', `${path}?${params}`)
}

function AdminDashboard({ locale, cmsAdminUrl, moderationPath }: Props) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  // Rendered in the browser only (behind the gate), so the address can be read at once.
  const [{ tab, userId }, setView] = useState(fromAddress)
  const show = (next: Tab, nextUser: number | null = null) => {
    setView({ tab: next, userId: nextUser })
    toAddress(next, nextUser)
  }
  useEffect(() => {
    loadNotifications({ force: true }).catch((error: unknown) => {
      console.error('Could not load the notifications', error)
      setFailed(true)
    })
    pollNotifications()
  }, [])
  return (
    <>
      <section className={styles.panel} aria-labelledby="admin-cms">
        <h2 id="admin-cms">{t('admin.dashboard.cms')}</h2>
        <p className={styles.note}>{t('admin.dashboard.cmsHint')}</p>
        <p className={styles.actions}>
          <a className={styles.primary} href={cmsAdminUrl}>
            {t('admin.dashboard.cms')}
          </a>
          <a className={styles.secondary} href={moderationPath}>
            {t('admin.dashboard.moderation')}
          </a>
        </p>
      </section>
      <Tabs.Root value={tab} onValueChange={(value) => show(isTab(value) ? value : 'notifications')}>
        <Tabs.List className={styles.tabs} aria-label={t('admin.dashboard.tabs')}>
          <Tabs.Trigger value="notifications" className={styles.tab}>
            {t('admin.notifications.title')}
          </Tabs.Trigger>
          <Tabs.Trigger value="users" className={styles.tab}>
            {t('admin.users.title')}
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={styles.tab}>
            {t('admin.security.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={styles.tab}>
            {t('admin.analytics.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="communications" className={styles.tab}>
            {t('admin.mail.title')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="notifications">
          <section className={styles.panel} aria-labelledby="admin-notifications">
            <div className={styles.actions}>
              <h2 id="admin-notifications">{t('admin.notifications.title')}</h2>
              <button type="button" className={styles.secondary} onClick={() => void loadNotifications({ force: true }).catch(() => setFailed(true))}>
                {t('admin.notifications.refresh')}
              </button>
            </div>
            <NotificationList locale={locale} failed={failed} />
          </section>
          <TestNotificationForm />
        </Tabs.Content>
        <Tabs.Content value="users">
          <UsersTab locale={locale} userId={userId} onOpen={(id) => show('users', id)} />
        </Tabs.Content>
        <Tabs.Content value="security">
          <SecurityTab locale={locale} />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab locale={locale} />
        </Tabs.Content>
        <Tabs.Content value="communications">
          <CommunicationsTab locale={locale} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}

const EMPTY: TestNotificationRequest = { type: 'test', priority: 'normal', title: '', message: '' }

/** Spec 7's test call: an admin sends a notification to see the bell and this list work. */
function TestNotificationForm() {
  const { t } = useTranslation()
  const id = useId()
  const [form, setForm] = useState(EMPTY)
  const [missing, setMissing] = useState<{ title?: boolean; message?: boolean }>({})
  const [sending, setSending] = useState(false)
  const set = <K extends keyof TestNotificationRequest>(key: K, value: TestNotificationRequest[K]) => setForm((current) => ({ ...current, [key]: value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const lacking = { title: !form.title.trim(), message: !form.message.trim() }
    setMissing(lacking)
    if (lacking.title || lacking.message) return
    setSending(true)
    try {
      await apiRequest('POST', '/api/admin/notifications/test', form)
      showToast({ title: t('admin.test.sent') })
      setForm(EMPTY)
      await loadNotifications({ force: true })
    } catch (error) {
      showToast({ title: t('admin.test.failed'), description: serverMessage(error) ?? undefined, variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }
  const errorOf = (field: 'title' | 'message') =>
    missing[field] ? (
      <p className={styles.error} id={`${id}-${field}-error`}>
        {t('admin.test.required')}
      </p>
    ) : null
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('admin.test.title')}</h2>
      <p className={styles.note}>{t('admin.test.hint')}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>{t('admin.test.type')}</label>
          <select id={`${id}-type`} value={form.type} onChange={(event) => set('type', event.target.value as TestNotificationRequest['type'])}>
            {NOTIFICATION_TYPES.values.map((type) => (
              <option key={type} value={type}>
                {t(`admin.notifications.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-priority`}>{t('admin.test.priority')}</label>
          <select id={`${id}-priority`} value={form.priority} onChange={(event) => set('priority', event.target.value as TestNotificationRequest['priority'])}>
            {NOTIFICATION_PRIORITIES.values.map((priority) => (
              <option key={priority} value={priority}>
                {t(`admin.notifications.priority.${priority}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-heading`}>{t('admin.test.heading')}</label>
        <input
          id={`${id}-heading`}
          value={form.title}
          maxLength={NOTIFICATION_TITLE_MAX}
          aria-invalid={missing.title ? true : undefined}
          aria-describedby={missing.title ? `${id}-title-error` : undefined}
          onChange={(event) => set('title', event.target.value)}
        />
        {errorOf('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{t('admin.test.message')}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={form.message}
          maxLength={NOTIFICATION_MESSAGE_MAX}
          aria-invalid={missing.message ? true : undefined}
          aria-describedby={missing.message ? `${id}-message-error` : undefined}
          onChange={(event) => set('message', event.target.value)}
        />
        {errorOf('message')}
      </div>
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t('admin.test.sending') : t('admin.test.send')}
      </button>
    </form>
  )
}
