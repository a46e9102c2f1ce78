import { useTranslation } from 'react-i18next'

import styles from '@site/ui/kit.module.css'

/** Previous and next through a list's pages, with where the admin is; nothing for one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  return (
    <nav className={styles.actions} aria-label={t('admin.users.pages')}>
      <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.users.previous')}
      </button>
      <span>{t('admin.users.page', { page, total: totalPages })}</span>
      <button type="button" className={styles.secondary} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('admin.users.next')}
      </button>
    </nav>
  )
}

/** What a list shows while it has no rows to show: loading, failed, or empty. */
export function ListState({ state, failedText, emptyText }: { state: 'loading' | 'failed' | 'empty'; failedText: string; emptyText: string }) {
  const { t } = useTranslation()
  if (state === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {failedText}
      </p>
    )
  return <p role="status">{state === 'loading' ? t('admin.users.loading') : emptyText}</p>
}
