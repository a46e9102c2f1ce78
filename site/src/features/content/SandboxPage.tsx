import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { submissionById, type SubmissionView } from './contentApi'
import type { Choices } from './fieldSpecs'
import { localPath } from './localPath'
import { SubmissionPreview } from './SubmissionPreview'

type Props = IslandStrings & { authPath: string; choices: Choices }

/** /sandbox?id=N: a submission as it will look once published, to its author and the moderators. */
export default function SandboxPageIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole={null} authPath={props.authPath}>
          {() => <Sandbox {...props} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function Sandbox({ locale, choices }: Props) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<SubmissionView | 'loading' | 'missing' | 'none'>('loading')
  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('id'))
    if (!Number.isSafeInteger(id) || id <= 0) {
      setShown('none')
      return
    }
    submissionById(id)
      .then(setShown)
      .catch(() => setShown('missing'))
  }, [])
  if (shown === 'loading') return <p role="status">{t('booking.working')}</p>
  const dashboard = <a href={localPath(locale, '/content/dashboard')}>{t('submissions.dashboard.link')}</a>
  if (shown === 'none' || shown === 'missing')
    return (
      <p className={styles.note}>
        {t(shown === 'none' ? 'submissions.sandbox.choose' : 'submissions.sandbox.missing')} {dashboard}
      </p>
    )
  return (
    <div className={styles.list}>
      <p className={styles.hold}>{t('submissions.sandbox.note')}</p>
      <SubmissionPreview submission={shown} locale={locale} choices={choices} />
      <p>{dashboard}</p>
    </div>
  )
}
