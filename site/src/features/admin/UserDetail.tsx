import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { AdminUserUpdate, AdminUserView } from '@cms/features/admin/contract/adminUsers'
import { AUDIT_ACTIONS, type AuditEntryView } from '@cms/features/admin/contract/audit'
import { ROLE_LABELS, ROLES, type Role } from '@cms/core/contract/roles'
import type { Locale } from '@site/i18n'
import { apiRequest, readJson, serverMessage } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { formatStamp } from '@site/ui/format'
import { showToast } from '@site/stores/toasts'
import styles from '@site/ui/kit.module.css'

/** One account, as an admin manages it: roles, confirmation, lock, and what admins did to it. */
export function UserDetail({ locale, userId, onBack }: { locale: Locale; userId: number; onBack: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [user, setUser] = useState<AdminUserView | 'loading' | 'failed'>('loading')
  const [roles, setRoles] = useState<string[]>([])
  const [audit, setAudit] = useState<AuditEntryView[]>([])
  const [busy, setBusy] = useState(false)
  const loadAudit = useCallback(
    () =>
      read<AuditEntryView[]>(`/api/admin/audit-log?userId=${userId}`)
        .then((entries) => setAudit(entries ?? []))
        .catch((error: unknown) => console.error('Could not load the audit log', error)),
    [userId],
  )
  useEffect(() => {
    read<AdminUserView>(`/api/admin/users/${userId}`)
      .then((found) => {
        setUser(found ?? 'failed')
        setRoles(found?.roles ?? [])
      })
      .catch(() => setUser('failed'))
    void loadAudit()
  }, [userId, loadAudit])
  const back = (
    <button type="button" className={styles.secondary} onClick={onBack}>
      {t('admin.users.back')}
    </button>
  )
  if (user === 'loading') return <p role="status">{t('admin.users.loading')}</p>
  if (user === 'failed')
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.error}>
          {t('admin.users.failed')}
        </p>
        {back}
      </div>
    )
  const change = async (patch: AdminUserUpdate) => {
    setBusy(true)
    try {
      const changed = await readJson<AdminUserView>(await apiRequest('PATCH', `/api/admin/users/${userId}`, patch))
      setUser(changed)
      setRoles(changed.roles)
      showToast({ title: t('admin.users.saved') })
      await loadAudit()
    } catch (error) {
      showToast({ title: t('admin.users.saveFailed'), description: serverMessage(error) ?? undefined, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  const name = `${user.firstName} ${user.lastName}`
  return (
    <div className={styles.panel}>
      {back}
      <h3 id={`${id}-name`}>{name}</h3>
      <dl className={styles.facts}>
        <dt>{t('admin.users.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('admin.users.phone')}</dt>
        <dd>{user.phone ?? '—'}</dd>
        <dt>{t('admin.users.since')}</dt>
        <dd>{formatStamp(locale, user.createdAt)}</dd>
        <dt>{t('admin.users.status')}</dt>
        <dd>{user.locked ? t('admin.users.isLocked') : t('admin.users.isActive')}</dd>
      </dl>
      <fieldset className={styles.options}>
        <legend>{t('admin.users.roles')}</legend>
        {ROLES.map((role: Role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) => setRoles((current) => (event.target.checked ? [...current, role] : current.filter((held) => held !== role)))}
            />{' '}
            {ROLE_LABELS[role][locale]}
          </label>
        ))}
      </fieldset>
      {roles.length === 0 && (
        <p className={styles.error} role="alert">
          {t('admin.users.rolesRequired')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={busy || roles.length === 0} onClick={() => void change({ roles: roles as Role[] })}>
          {t('admin.users.saveRoles')}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => void change({ emailVerified: !user.emailVerified })}>
          {user.emailVerified ? t('admin.users.unverify') : t('admin.users.verify')}
        </button>
        <button type="button" className={user.locked ? styles.secondary : styles.danger} disabled={busy} onClick={() => void change({ locked: !user.locked })}>
          {user.locked ? t('admin.users.unlock') : t('admin.users.lock')}
        </button>
      </div>
      <p className={styles.note}>{t('admin.users.lockHint')}</p>
      <h4>{t('admin.users.audit')}</h4>
      {audit.length === 0 ? (
        <p className={styles.note}>{t('admin.users.auditEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {audit.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>{formatStamp(locale, entry.createdAt)}</time> · {AUDIT_ACTIONS.labels[entry.action][locale]} · {entry.actorName ?? '—'}
              <br />
              <span className={styles.note}>{entry.summary}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
