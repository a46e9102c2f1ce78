import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { MAIL_STATUSES, type MailPage, type MailStatus, type MailView } from '@cms/features/admin/contract/communications'
import type { Locale } from '@site/i18n'
import { apiRequest, getJson, readJson, serverMessage } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { formatStamp } from '@site/ui/format'
import { showToast } from '@site/stores/toasts'
import styles from '@site/ui/kit.module.css'
import { ListState, Pager } from './Pager'
import { DataTable } from '@site/ui/DataTable'

/** /admin/communications: the mail outbox with delivery status and filters; a message opened, and a failed one sent again. */
export function CommunicationsTab({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const id = useId()
  const [filters, setFilters] = useState<{ status: MailStatus | ''; q: string }>({ status: '', q: '' })
  const [asked, setAsked] = useState({ status: '' as MailStatus | '', q: '', page: 1 })
  const [result, setResult] = useState<MailPage | 'loading' | 'failed'>('loading')
  const [opened, setOpened] = useState<number | null>(null)
  const load = useCallback(() => {
    setResult('loading')
    const query = new URLSearchParams({ q: asked.q, page: String(asked.page) })
    if (asked.status) query.set('status', asked.status)
    read<MailPage>(`/api/admin/communications?${query}`)
      .then((page) => setResult(page ?? 'failed'))
      .catch(() => setResult('failed'))
  }, [asked])
  useEffect(load, [load])
  if (opened !== null)
    return (
      <MailDetail
        locale={locale}
        mailId={opened}
        onBack={() => {
          setOpened(null)
          load()
        }}
      />
    )
  const search = (event: FormEvent) => {
    event.preventDefault()
    setAsked({ ...filters, q: filters.q.trim(), page: 1 })
  }
  return (
    <div className={styles.panel}>
      <form className={styles.row} onSubmit={search} aria-label={t('admin.mail.filters')}>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>{t('admin.mail.status')}</label>
          <select id={`${id}-status`} value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value as MailStatus | '' })}>
            <option value="">{t('admin.mail.anyStatus')}</option>
            {MAIL_STATUSES.values.map((status) => (
              <option key={status} value={status}>
                {MAIL_STATUSES.labels[status][locale]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>{t('admin.mail.search')}</label>
          <input id={`${id}-q`} type="search" maxLength={100} value={filters.q} onChange={(event) => setFilters({ ...filters, q: event.target.value })} />
        </div>
        <button type="submit" className={styles.primary}>
          {t('admin.mail.apply')}
        </button>
      </form>
      {result === 'loading' || result === 'failed' || result.docs.length === 0 ? (
        <ListState state={typeof result === 'string' ? result : 'empty'} failedText={t('admin.mail.failedToLoad')} emptyText={t('admin.mail.none')} />
      ) : (
        <>
          <DataTable
            caption={t('admin.mail.caption', { count: result.totalDocs })}
            rows={result.docs}
            rowKey={(mail) => mail.id}
            columns={[
              { header: t('admin.mail.when'), cell: (mail) => <time dateTime={mail.createdAt}>{formatStamp(locale, mail.createdAt)}</time> },
              { header: t('admin.mail.to'), cell: (mail) => mail.to },
              { header: t('admin.mail.subject'), cell: (mail) => mail.subject },
              { header: t('admin.mail.status'), cell: (mail) => MAIL_STATUSES.labels[mail.status][locale] },
              {
                header: <span className={styles.visuallyHidden}>{t('admin.users.manage')}</span>,
                cell: (mail) => (
                  <button type="button" className={styles.secondary} onClick={() => setOpened(mail.id)} aria-label={t('admin.mail.open', { subject: mail.subject })}>
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

function MailDetail({ locale, mailId, onBack }: { locale: Locale; mailId: number; onBack: () => void }) {
  const { t } = useTranslation()
  const [mail, setMail] = useState<MailView | 'loading' | 'failed'>('loading')
  const [sending, setSending] = useState(false)
  useEffect(() => {
    read<MailView>(`/api/admin/communications/${mailId}`)
      .then((found) => setMail(found ?? 'failed'))
      .catch(() => setMail('failed'))
  }, [mailId])
  const back = (
    <button type="button" className={styles.secondary} onClick={onBack}>
      {t('admin.mail.back')}
    </button>
  )
  if (mail === 'loading') return <p role="status">{t('admin.users.loading')}</p>
  if (mail === 'failed')
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.error}>
          {t('admin.mail.failedToLoad')}
        </p>
        {back}
      </div>
    )
  const sendAgain = async () => {
    setSending(true)
    try {
      setMail(await readJson<MailView>(await apiRequest('POST', `/api/admin/communications/${mailId}/resend`)))
      showToast({ title: t('admin.mail.resent') })
    } catch (error) {
      showToast({ title: t('admin.mail.resendFailed'), description: serverMessage(error) ?? undefined, variant: 'destructive' })
      const again = await getJson<MailView>(`/api/admin/communications/${mailId}`).catch(() => null)
      if (again) setMail(again)
    } finally {
      setSending(false)
    }
  }
  return (
    <div className={styles.panel}>
      {back}
      <h3>{mail.subject}</h3>
      <dl className={styles.facts}>
        <dt>{t('admin.mail.to')}</dt>
        <dd>{mail.to}</dd>
        <dt>{t('admin.mail.from')}</dt>
        <dd>{mail.from ?? '—'}</dd>
        <dt>{t('admin.mail.when')}</dt>
        <dd>
          <time dateTime={mail.createdAt}>{formatStamp(locale, mail.createdAt)}</time>
        </dd>
        <dt>{t('admin.mail.status')}</dt>
        <dd data-mail-status>{MAIL_STATUSES.labels[mail.status][locale]}</dd>
        <dt>{t('admin.mail.attempts')}</dt>
        <dd>{mail.attempts}</dd>
        {mail.sentAt && (
          <>
            <dt>{t('admin.mail.sentAt')}</dt>
            <dd>{formatStamp(locale, mail.sentAt)}</dd>
          </>
        )}
        {mail.error && (
          <>
            <dt>{t('admin.mail.error')}</dt>
            <dd className={styles.error}>{mail.error}</dd>
          </>
        )}
        {mail.attachments.length > 0 && (
          <>
            <dt>{t('admin.mail.attachments')}</dt>
            <dd>{mail.attachments.map((file) => file.filename).join(', ')}</dd>
          </>
        )}
      </dl>
      {mail.status === 'failed' && (
        <button type="button" className={styles.primary} disabled={sending} onClick={() => void sendAgain()}>
          {sending ? t('admin.mail.resending') : t('admin.mail.resend')}
        </button>
      )}
      <h4>{t('admin.mail.body')}</h4>
      <pre className={styles.mailText}>{mail.text ?? '—'}</pre>
    </div>
  )
}
