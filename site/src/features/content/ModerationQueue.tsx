import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { SUBMISSION_KINDS, SUBMISSION_STATUSES, type SubmissionKind, type SubmissionPage, type SubmissionStatus } from '@cms/features/content/contract/submissions'
import { serverMessage } from '@site/lib/api/client'
import { formatStamp } from '@site/ui/format'
import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { approveSubmission, moderationQueue, publishedPath, rejectSubmission, submissionById, type SubmissionView } from './contentApi'
import contentStyles from './Content.module.css'
import type { Choices } from './fieldSpecs'
import { localPath } from './localPath'
import { SubmissionPreview } from './SubmissionPreview'

type Props = IslandStrings & {
  authPath: string
  choices: Choices
  /** The kind the queue opens on (/wiki/moderation: the wiki's proposals). */
  initialKind?: SubmissionKind
}

/** /admin/content/sandbox: the moderation queue (admins), with filters, a preview of each submission, approve and reject. */
export default function ModerationQueueIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole="admin" authPath={props.authPath}>
          {() => <ModerationQueue {...props} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

type Filters = { status: SubmissionStatus; kind: SubmissionKind | '' }

function readAddress(initialKind: SubmissionKind | undefined): Filters {
  const params = new URLSearchParams(window.location.search)
  const status = params.get('status')
  const kind = params.get('kind')
  return {
    status: SUBMISSION_STATUSES.values.includes(status as SubmissionStatus) ? (status as SubmissionStatus) : 'in_review',
    kind: SUBMISSION_KINDS.values.includes(kind as SubmissionKind) ? (kind as SubmissionKind) : (initialKind ?? ''),
  }
}

/** The submission the address opens (`?id=`), from a notification's link. */
function readSelectedId(): number | null {
  const id = Number(new URLSearchParams(window.location.search).get('id'))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function writeAddress(filters: Filters, id: number | null) {
  const params = new URLSearchParams()
  if (filters.status !== 'in_review') params.set('status', filters.status)
  if (filters.kind) params.set('kind', filters.kind)
  if (id !== null) params.set('id', String(id))
  const query = params.toString()
  window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname)
}

function ModerationQueue({ locale, choices, initialKind }: Props) {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<Filters>(() => readAddress(initialKind))
  const [page, setPage] = useState<SubmissionPage | 'loading' | 'failed'>('loading')
  const [selected, setSelected] = useState<SubmissionView | null>(null)

  const load = useCallback(() => {
    setPage('loading')
    moderationQueue(filters.status, filters.kind)
      .then(setPage)
      .catch(() => setPage('failed'))
  }, [filters])
  useEffect(load, [load])
  useEffect(() => {
    const id = readSelectedId()
    if (id !== null)
      submissionById(id)
        .then(setSelected)
        .catch(() => setSelected(null))
  }, [])
  useEffect(() => writeAddress(filters, selected?.id ?? null), [filters, selected])

  return (
    <div>
      <div className={contentStyles.filters}>
        <div className={styles.field}>
          <label htmlFor="queue-status">{t('submissions.queue.status')}</label>
          <select id="queue-status" value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.currentTarget.value as SubmissionStatus })}>
            {SUBMISSION_STATUSES.values.map((status) => (
              <option key={status} value={status}>
                {t(`submissions.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="queue-kind">{t('submissions.queue.kind')}</label>
          <select id="queue-kind" value={filters.kind} onChange={(event) => setFilters({ ...filters, kind: event.currentTarget.value as SubmissionKind | '' })}>
            <option value="">{t('submissions.queue.anyKind')}</option>
            {SUBMISSION_KINDS.values.map((kind) => (
              <option key={kind} value={kind}>
                {t(`submissions.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={contentStyles.queue}>
        <section aria-labelledby="queue-list">
          <h2 id="queue-list" className={styles.visuallyHidden}>
            {t('submissions.queue.list')}
          </h2>
          {page === 'loading' ? (
            <p role="status">{t('booking.working')}</p>
          ) : page === 'failed' ? (
            <p role="alert">{t('submissions.loadFailed')}</p>
          ) : page.docs.length === 0 ? (
            <p className={styles.note}>{t('submissions.queue.empty')}</p>
          ) : (
            <ul className={contentStyles.queueList}>
              {page.docs.map((submission) => (
                <li key={submission.id}>
                  <button
                    type="button"
                    className={contentStyles.queueItem}
                    aria-current={selected?.id === submission.id ? 'true' : undefined}
                    onClick={() => setSelected(submission)}
                  >
                    <strong>{submission.title || t(`submissions.kind.${submission.kind}`)}</strong>
                    <span>
                      {t(`submissions.kind.${submission.kind}`)} · {submission.submitter?.name || submission.submitter?.email}
                    </span>
                    {submission.submittedAt && <span className={styles.note}>{formatStamp(locale, submission.submittedAt)}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected && (
          <Decision
            key={selected.id}
            submission={selected}
            locale={locale}
            choices={choices}
            onDecided={(decided) => {
              setSelected(decided)
              load()
            }}
          />
        )}
      </div>
    </div>
  )
}

function Decision({
  submission,
  locale,
  choices,
  onDecided,
}: {
  submission: SubmissionView
  locale: Props['locale']
  choices: Choices
  onDecided: (submission: SubmissionView) => void
}) {
  const { t } = useTranslation()
  const [notes, setNotes] = useState('')
  const [working, setWorking] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<'approved' | 'rejected' | null>(null)
  const decide = async (decision: 'approve' | 'reject') => {
    setWorking(true)
    setProblem(null)
    try {
      const decided = decision === 'approve' ? (await approveSubmission(submission.id)).submission : await rejectSubmission(submission.id, notes)
      setDone(decision === 'approve' ? 'approved' : 'rejected')
      onDecided(decided)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('submissions.error.moderateFailed'))
    } finally {
      setWorking(false)
    }
  }
  const published = publishedPath(submission)
  return (
    <section className={styles.panel} aria-label={submission.title || t(`submissions.kind.${submission.kind}`)}>
      {submission.submitter && (
        <p className={styles.note}>
          {t('submissions.queue.from')}: {submission.submitter.name} ({submission.submitter.email})
          {submission.submittedAt && ` · ${t('submissions.queue.sent')}: ${formatStamp(locale, submission.submittedAt)}`}
        </p>
      )}
      <SubmissionPreview submission={submission} locale={locale} choices={choices} />
      {submission.status === 'rejected' && submission.moderatorNotes && (
        <p className={styles.hold}>
          <strong>{t('submissions.dashboard.notes')}:</strong> {submission.moderatorNotes}
        </p>
      )}
      <p role="status" className={done ? styles.done : styles.problem}>
        {done === 'approved' && (
          <>
            {t('submissions.queue.approved')} {published && <a href={localPath(locale, published)}>{t('submissions.queue.openPublished')}</a>}
          </>
        )}
        {done === 'rejected' && t('submissions.queue.rejected')}
      </p>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
      {submission.status === 'in_review' && (
        <div className={styles.form}>
          <button type="button" className={styles.primary} disabled={working} onClick={() => decide('approve')}>
            {t('submissions.queue.approve')}
          </button>
          <div className={styles.field}>
            <label htmlFor="moderator-notes">{t('submissions.queue.notes')}</label>
            <textarea
              id="moderator-notes"
              rows={4}
              maxLength={2000}
              value={notes}
              aria-describedby="moderator-notes-hint"
              onChange={(event) => setNotes(event.currentTarget.value)}
            />
            <p id="moderator-notes-hint" className={styles.note}>
              {t('submissions.queue.notesHint')}
            </p>
          </div>
          <button type="button" className={styles.danger} disabled={working} onClick={() => decide('reject')}>
            {t('submissions.queue.reject')}
          </button>
        </div>
      )}
    </section>
  )
}
