import { useStore } from '@nanostores/react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { $session, loadSession, type SessionUser } from '@site/stores/session'
import styles from './kit.module.css'

/**
 * A dashboard's door: a guest is asked to sign in, a member without the page's role (any one of
 * them, when it names several) sees the not-found page's words, everyone else the dashboard.
 */
export function DashboardGate({
  requiredRole,
  authPath,
  children,
}: {
  requiredRole: string | readonly string[] | null
  authPath: string
  children: (user: SessionUser) => ReactNode
}) {
  const { t } = useTranslation()
  const user = useStore($session)
  const [state, setState] = useState<'checking' | 'guest' | 'ready'>('checking')
  useEffect(() => {
    loadSession()
      .then((current) => setState(current ? 'ready' : 'guest'))
      .catch(() => setState('guest'))
  }, [])
  if (state === 'checking') return <p role="status">{t('booking.working')}</p>
  if (state === 'guest' || !user)
    return (
      <p className={styles.note}>
        {t('booking.dashboard.signIn')}{' '}
        <a className={styles.primary} href={authPath}>
          {t('booking.dashboard.signInLink')}
        </a>
      </p>
    )
  const roles = requiredRole === null ? null : typeof requiredRole === 'string' ? [requiredRole] : requiredRole
  if (roles && !roles.some((role) => user.roles.includes(role)))
    return (
      <div role="alert">
        <h2>{t('booking.dashboard.notFoundTitle')}</h2>
        <p>{t('booking.dashboard.notFoundBody')}</p>
      </div>
    )
  return <>{children(user)}</>
}
