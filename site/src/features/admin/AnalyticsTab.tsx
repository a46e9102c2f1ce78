import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ANALYTICS_EVENTS, type AnalyticsReport, CONVERSION_EVENTS } from '@cms/features/analytics/contract/analytics'
import type { Locale } from '@site/i18n'
import { read } from '@site/lib/api/reads'
import { formatDate } from '@site/ui/format'
import styles from '@site/ui/kit.module.css'
import { DataTable } from '@site/ui/DataTable'
import { DailyChart, type Series } from './DailyChart'
import { ListState } from './Pager'

const RANGES = [7, 30, 90, 365] as const
const COLOURS = { pageViews: '#0b5c8a', sessions: '#c77700', sign_up: '#14532d', booking: '#b42318', newsletter: '#6b3fa0' } as const

/** ?tab=analytics: page views, unique sessions and conversions per day, and the most viewed pages, from the events recorded with consent. */
export function AnalyticsTab({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const [days, setDays] = useState<(typeof RANGES)[number]>(30)
  const [report, setReport] = useState<AnalyticsReport | 'loading' | 'failed'>('loading')
  useEffect(() => {
    setReport('loading')
    read<AnalyticsReport>(`/api/admin/analytics?days=${days}`)
      .then(setReport)
      .catch(() => setReport('failed'))
  }, [days])
  const charts = useMemo(() => {
    if (typeof report !== 'object') return null
    const dayList = report.days.map((day) => day.day)
    const traffic: Series[] = [
      { label: t('admin.analytics.pageViews'), values: report.days.map((day) => day.pageViews), colour: COLOURS.pageViews },
      { label: t('admin.analytics.sessions'), values: report.days.map((day) => day.sessions), colour: COLOURS.sessions },
    ]
    const conversions: Series[] = CONVERSION_EVENTS.map((type) => ({
      label: ANALYTICS_EVENTS.labels[type][locale],
      values: report.days.map((day) => day.conversions[type]),
      colour: COLOURS[type],
    }))
    return { dayList, traffic, conversions }
  }, [report, locale, t])
  return (
    <section className={styles.panel} aria-labelledby="admin-analytics">
      <h2 id="admin-analytics">{t('admin.analytics.title')}</h2>
      <div className={styles.field}>
        <label htmlFor="analytics-range">{t('admin.analytics.range')}</label>
        <select id="analytics-range" value={days} onChange={(event) => setDays(Number(event.currentTarget.value) as (typeof RANGES)[number])}>
          {RANGES.map((range) => (
            <option key={range} value={range}>
              {t('admin.analytics.days', { count: range })}
            </option>
          ))}
        </select>
      </div>
      {report === 'loading' || report === 'failed' ? (
        <ListState state={report} failedText={t('admin.analytics.failed')} emptyText="" />
      ) : (
        <>
          <p className={styles.note}>{t('admin.analytics.consentNote')}</p>
          <dl className={styles.facts} data-analytics-totals>
            <dt>{t('admin.analytics.pageViews')}</dt>
            <dd>{report.totals.pageViews}</dd>
            <dt>{t('admin.analytics.sessions')}</dt>
            <dd>{report.totals.sessions}</dd>
            {CONVERSION_EVENTS.map((type) => (
              <div key={type} style={{ display: 'contents' }}>
                <dt>{ANALYTICS_EVENTS.labels[type][locale]}</dt>
                <dd>{report.totals.conversions[type]}</dd>
              </div>
            ))}
          </dl>
          {charts && (
            <>
              <h3>{t('admin.analytics.traffic')}</h3>
              <DailyChart days={charts.dayList} series={charts.traffic} />
              <h3>{t('admin.analytics.conversions')}</h3>
              <DailyChart days={charts.dayList} series={charts.conversions} height={180} />
            </>
          )}
          <h3>{t('admin.analytics.topPages')}</h3>
          {report.topPages.length === 0 ? (
            <p className={styles.note}>{t('admin.analytics.none')}</p>
          ) : (
            <DataTable
              caption={t('admin.analytics.topPages')}
              rows={report.topPages}
              rowKey={(page) => page.path}
              columns={[
                { header: t('admin.analytics.page'), rowHeader: true, cell: (page) => page.path },
                { header: t('admin.analytics.pageViews'), cell: (page) => page.views },
              ]}
            />
          )}
          <details>
            <summary>{t('admin.analytics.asTable')}</summary>
            <DataTable
              caption={t('admin.analytics.perDay')}
              rows={[...report.days].reverse()}
              rowKey={(day) => day.day}
              columns={[
                { header: t('admin.security.day'), rowHeader: true, cell: (day) => formatDate(locale, `${day.day}T12:00:00+08:00`) },
                { header: t('admin.analytics.pageViews'), cell: (day) => day.pageViews },
                { header: t('admin.analytics.sessions'), cell: (day) => day.sessions },
                ...CONVERSION_EVENTS.map((type) => ({ header: ANALYTICS_EVENTS.labels[type][locale], cell: (day: AnalyticsReport['days'][number]) => day.conversions[type] })),
              ]}
            />
          </details>
        </>
      )}
    </section>
  )
}
