import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { AdminUserPage, AdminUserView } from '@cms/features/admin/contract/adminUsers'
import { ROLE_LABELS, type Role } from '@cms/core/contract/roles'
import type { Locale } from '@site/i18n'
import { read } from '@site/lib/api/reads'
import styles from '@site/ui/kit.module.css'
import { ListState, Pager } from './Pager'
import { UserDetail } from './UserDetail'
import { DataTable } from '@site/ui/DataTable'

/**
 * The users tab: search by name or email, 20 a page, and one account opened to manage (its
 * address is ?tab=users&userId=N, so it can be shared and reloaded).
 */
export function UsersTab({ locale, userId, onOpen }: { locale: Locale; userId: number | null; onOpen: (id: number | null) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [query, setQuery] = useState('')
  const [asked, setAsked] = useState({ q: '', page: 1 })
  const [result, setResult] = useState<AdminUserPage | 'loading' | 'failed'>('loading')
  const load = useCallback(() => {
    setResult('loading')
    read<AdminUserPage>(`/api/admin/users?${new URLSearchParams({ q: asked.q, page: String(asked.page) })}`)
      .then((page) => setResult(page ?? 'failed'))
      .catch(() => setResult('failed'))
  }, [asked])
  useEffect(load, [load])
  if (userId !== null)
    return (
      <UserDetail
        locale={locale}
        userId={userId}
        onBack={() => {
          onOpen(null)
          load()
        }}
      />
    )
  const search = (event: FormEvent) => {
    event.preventDefault()
    setAsked({ q: query.trim(), page: 1 })
  }
  const roleNames = (user: AdminUserView) => user.roles.map((role) => ROLE_LABELS[role as Role]?.[locale] ?? role).join(', ')
  return (
    <div className={styles.panel}>
      <form className={styles.actions} onSubmit={search} aria-label={t('admin.users.searchForm')}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{t('admin.users.search')}</label>
          <input id={`${id}-q`} type="search" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <button type="submit" className={styles.primary}>
          {t('admin.users.searchButton')}
        </button>
      </form>
      {result === 'loading' || result === 'failed' || result.docs.length === 0 ? (
        <ListState state={typeof result === 'string' ? result : 'empty'} failedText={t('admin.users.failed')} emptyText={t('admin.users.none')} />
      ) : (
        <>
          <DataTable
            caption={t('admin.users.caption', { count: result.totalDocs })}
            rows={result.docs}
            rowKey={(user) => user.id}
            columns={[
              { header: t('admin.users.name'), cell: (user) => `${user.firstName} ${user.lastName}` },
              { header: t('admin.users.email'), cell: (user) => user.email },
              { header: t('admin.users.roles'), cell: roleNames },
              { header: t('admin.users.verified'), cell: (user) => (user.emailVerified ? t('admin.users.yes') : t('admin.users.no')) },
              { header: t('admin.users.locked'), cell: (user) => (user.locked ? t('admin.users.yes') : t('admin.users.no')) },
              {
                header: <span className={styles.visuallyHidden}>{t('admin.users.manage')}</span>,
                cell: (user) => (
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => onOpen(user.id)}
                    aria-label={t('admin.users.manageWho', { name: `${user.firstName} ${user.lastName}` })}
                  >
                    {t('admin.users.manage')}
                  </button>
                ),
              },
            ]}
          />
          <Pager page={result.page} totalPages={result.totalPages} onPage={(page) => setAsked({ ...asked, page })} />
        </>
      )}
    </div>
  )
}
