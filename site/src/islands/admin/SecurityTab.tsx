import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { AUDIT_ACTIONS } from '../../../../cms/contract/audit'
import type { SecurityReport } from '../../../../cms/contract/security'
import type { Locale } from '../../i18n'
import { getJson } from '../../lib/api/client'
import { formatDate, formatStamp } from '../../lib/format'
import styles from '../booking/Booking.module.css'
import { ListState } from './Pager'

/** ?tab=security: failed sign-ins, lockouts and refusals of the last 30 days, and what admins did. */
export function SecurityTab({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [report, setReport] = useState<SecurityReport | 'loading' | 'failed'>('loading')
  useEffect(() => {
    getJson<SecurityReport>('/api/admin/security?days=30')
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
        <div className={styles.logWrap}>
          <table className={styles.log}>
            <caption className={styles.visuallyHidden}>{t('admin.security.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.security.day')}</th>
                <th scope="col">{t('admin.security.signIns')}</th>
                <th scope="col">{t('admin.security.failedSignIns')}</th>
                <th scope="col">{t('admin.security.lockouts')}</th>
                <th scope="col">{t('admin.security.refusals')}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDate(locale, `${day.day}T12:00:00+08:00`)}</th>
                  <td>{day.signIns}</td>
                  <td>
                    <span className={styles.bar} style={{ inlineSize: `${(day.failedSignIns / most) * 6}rem` }} aria-hidden="true" /> {day.failedSignIns}
                  </td>
                  <td>{day.lockouts}</td>
                  <td
                    title={
                      Object.entries(day.refusalsByLimit)
                        .map(([limit, count]) => `${limit}: ${count}`)
                        .join(', ') || undefined
                    }
                  >
                    {day.refusals}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
