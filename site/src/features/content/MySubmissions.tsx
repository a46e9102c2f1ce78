import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatStamp } from '@site/ui/format'
import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { mySubmissions, publishedPath, type SubmissionView } from './contentApi'
import contentStyles from './Content.module.css'
import { localPath } from './localPath'

type Props = IslandStrings & { authPath: string }

/** /content/dashboard: the member's submissions with their status and the moderator's notes, to edit and resubmit. */
export default function MySubmissionsIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole={null} authPath={props.authPath}>
          {() => <MySubmissions {...props} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function MySubmissions({ locale }: Props) {
  const { t } = useTranslation()
  const [list, setList] = useState<SubmissionView[] | 'loading' | 'failed'>('loading')
  useEffect(() => {
    mySubmissions()
      .then(setList)
      .catch(() => setList('failed'))
  }, [])
  const newLink = (
    <a className={styles.primary} href={localPath(locale, '/content/create')}>
      {t('submissions.dashboard.new')}
    </a>
  )
  if (list === 'loading') return <p role="status">{t('booking.working')}</p>
  if (list === 'failed') return <p role="alert">{t('submissions.loadFailed')}</p>
  if (list.length === 0)
    return (
      <div className={styles.list}>
        <p className={styles.note}>{t('submissions.dashboard.empty')}</p>
        {newLink}
      </div>
    )
  return (
    <div className={styles.list}>
      {newLink}
      <ul className={contentStyles.mine}>
        {list.map((submission) => {
          const published = publishedPath(submission)
          const editable = submission.status === 'draft' || submission.status === 'rejected'
          return (
            <li key={submission.id} className={styles.card} data-submission-id={submission.id}>
              <h2>
                {submission.title || t(`submissions.kind.${submission.kind}`)} <span className={styles.badge}>{t(`submissions.kind.${submission.kind}`)}</span>
              </h2>
              <p>
                <span className={contentStyles.status} data-status={submission.status}>
                  {t(`submissions.status.${submission.status}`)}
                </span>{' '}
                <span className={styles.note}>
                  {t('submissions.dashboard.updated')}: {formatStamp(locale, submission.updatedAt)}
                </span>
              </p>
              {submission.status === 'rejected' && submission.moderatorNotes && (
                <p className={styles.hold}>
                  <strong>{t('submissions.dashboard.notes')}:</strong> {submission.moderatorNotes}
                </p>
              )}
              <p className={styles.actions}>
                {editable && (
                  <a className={styles.secondary} href={localPath(locale, `/content/create?id=${submission.id}`)}>
                    {t('submissions.dashboard.edit')}
                    <span className={styles.visuallyHidden}>: {submission.title}</span>
                  </a>
                )}
                <a className={styles.secondary} href={localPath(locale, `/sandbox?id=${submission.id}`)}>
                  {t('submissions.dashboard.preview')}
                  <span className={styles.visuallyHidden}>: {submission.title}</span>
                </a>
                {published && (
                  <a className={styles.secondary} href={localPath(locale, published)}>
                    {t('submissions.dashboard.open')}
                  </a>
                )}
              </p>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
