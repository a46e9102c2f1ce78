import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AUDIT_ACTIONS } from '@cms/features/admin/contract/audit'
import type { SecurityReport } from '@cms/features/accounts/contract/security'
import type { Locale } from '@site/i18n'
import { read } from '@site/lib/api/reads'
import { formatDate, formatStamp } from '@site/ui/format'
import styles from '@site/ui/kit.module.css'
import { ListState } from './Pager'
import { DataTable } from '@site/ui/DataTable'

/** ?tab=security: failed sign-ins, lockouts and refusals of the last 30 days, and what admins did. */
export function SecurityTab({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [report, setReport] = useState<SecurityReport | 'loading' | 'failed'>('loading')
  useEffect(() => {
    read<SecurityReport>('/api/admin/security?days=30')
      .then((found) => setReport(found ?? 'failed'))
      .catch(() => setReport('failed'))
  }, [])
  if (report === 'loading' || report === 'failed') return <ListState state={report} failedText={t('admin.security.failed')} emptyText="" />
  const newestFirst = [...report.days].reverse()
  const total = (pick: (day: SecurityReport['days'][number]) => number) => report.days.reduce((sum, day) => sum + pick(day), 0)
  const most = Math.max(1, ...report.days.map((day) => day.failedSignIns))
  return (
    <>
      <section className={styles.panel} aria-labelledby="security-days">
        <h2 id="security-days">{t('admin.security.title')}</h2>
        <p className={styles.note} data-security-totals>
          {t('admin.security.totals', {
            signIns: total((day) => day.signIns),
            failed: total((day) => day.failedSignIns),
            lockouts: total((day) => day.lockouts),
            refusals: total((day) => day.refusals),
          })}
        </p>
        <DataTable
          caption={t('admin.security.caption')}
          rows={newestFirst}
          rowKey={(day) => day.day}
          columns={[
            { header: t('admin.security.day'), rowHeader: true, cell: (day) => formatDate(locale, `${day.day}T12:00:00+08:00`) },
            { header: t('admin.security.signIns'), cell: (day) => day.signIns },
            {
              header: t('admin.security.failedSignIns'),
              cell: (day) => (
                <>
                  <span className={styles.bar} style={{ inlineSize: `${(day.failedSignIns / most) * 6}rem` }} aria-hidden="true" /> {day.failedSignIns}
                </>
              ),
            },
            { header: t('admin.security.lockouts'), cell: (day) => day.lockouts },
            {
              header: t('admin.security.refusals'),
              cell: (day) => (
                <span
                  title={
                    Object.entries(day.refusalsByLimit)
                      .map(([limit, count]) => `${limit}: ${count}`)
                      .join(', ') || undefined
                  }
                >
                  {day.refusals}
                </span>
              ),
            },
          ]}
        />
      </section>
      <section className={styles.panel} aria-labelledby="security-audit">
        <h2 id="security-audit">{t('admin.security.audit')}</h2>
        {report.audit.length === 0 ? (
          <p className={styles.note}>{t('admin.users.auditEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {report.audit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{formatStamp(locale, entry.createdAt)}</time> · {AUDIT_ACTIONS.labels[entry.action][locale]} · {entry.actorName ?? '—'}
                <br />
                <span className={styles.note}>{entry.summary}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
