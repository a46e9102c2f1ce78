import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { COMMENT_BODY_MAX, COMMENT_REPORT_NOTE_MAX, COMMENT_REPORT_REASONS, type CommentReportReason, type CommentView } from '@cms/features/content/contract/comments'
import type { Locale } from '@site/i18n'
import { apiRequest } from '@site/lib/api/client'
import { formatClock, formatMoment } from '@site/ui/format'
import styles from './Comments.module.css'
import controls from '@site/ui/controls.module.css'
import { commentProblem } from './commentProblem'

type Props = {
  comment: CommentView
  locale: Locale
  /** Signed in: may report others' comments. */
  member: boolean
  admin: boolean
  highlighted: boolean
  /** The comment as the server now shows it, after an edit, a report or a hide. */
  onChange: (comment: CommentView) => void
  /** Success and failure, said in the discussion's live regions. */
  onSay: (said: string | null, problem: string | null) => void
}

type Mode = 'reading' | 'editing' | 'reporting'

/** One comment: its text, and what the visitor may do with it (change their own, report another's, hide as an admin). */
export function CommentItem({ comment, locale, member, admin, highlighted, onChange, onSay }: Props) {
  const { t } = useTranslation()
  const [mode, setMode] = useState<Mode>('reading')
  const editField = useRef<HTMLTextAreaElement>(null)
  const reasonField = useRef<HTMLSelectElement>(null)
  // An opened form takes the keyboard to its first field, where the member goes on.
  useEffect(() => {
    if (mode === 'editing') editField.current?.focus()
    if (mode === 'reporting') reasonField.current?.focus()
  }, [mode])
  const [draft, setDraft] = useState(comment.own?.body ?? '')
  const [reason, setReason] = useState<CommentReportReason>('spam')
  const [note, setNote] = useState('')
  const [working, setWorking] = useState(false)
  const ids = useId()
  const editable = comment.own?.editableUntil && Date.parse(comment.own.editableUntil) > Date.now() ? comment.own.editableUntil : null

  const act = async (work: () => Promise<CommentView | null>, done: string) => {
    setWorking(true)
    onSay(null, null)
    try {
      const changed = await work()
      if (changed) onChange(changed)
      setMode('reading')
      onSay(done, null)
    } catch (error) {
      onSay(null, commentProblem(error, t))
    } finally {
      setWorking(false)
    }
  }
  const save = () => act(async () => (await apiRequest('PATCH', `/api/comments/${comment.id}`, { body: draft })).json() as Promise<CommentView>, t('comments.saved'))
  const report = () =>
    act(async () => {
      await apiRequest('POST', `/api/comments/${comment.id}/report`, { reason, note })
      return { ...comment, reported: true }
    }, t('comments.reported'))
  const hide = (hidden: boolean) =>
    act(async () => (await apiRequest('POST', `/api/comments/${comment.id}/hide`, { hidden })).json() as Promise<CommentView>, hidden ? t('comments.hidden') : t('comments.shown'))

  return (
    <li id={`comment-${comment.id}`} className={`${styles.comment} ${comment.hidden ? styles.hiddenComment : ''} ${highlighted ? styles.highlighted : ''}`} data-comment>
      <p className={styles.meta}>
        <strong>{comment.author || t('comments.member')}</strong> · <time dateTime={comment.createdAt}>{formatMoment(locale, comment.createdAt)}</time>
        {comment.editedAt && <> · {t('comments.edited')}</>}
        {admin && comment.reports !== undefined && comment.reports > 0 && <span className={styles.reports}>{t('comments.reports', { count: comment.reports })}</span>}
      </p>
      {comment.hidden && <p className={styles.hiddenNote}>{t('comments.hiddenNote')}</p>}
      {mode === 'editing' ? (
        <form
          className={controls.form}
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <label htmlFor={`${ids}-edit`}>{t('comments.editLabel')}</label>
          <textarea ref={editField} id={`${ids}-edit`} value={draft} maxLength={COMMENT_BODY_MAX} rows={4} onChange={(event) => setDraft(event.currentTarget.value)} />
          <FormActions submit={t('comments.save')} working={working} onCancel={() => setMode('reading')} />
        </form>
      ) : (
        // The server rendered it from markdown with every HTML tag of the text escaped (cms/features/events/markdown.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by markdown-it with html: false on the server
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: comment.html }} />
      )}
      {mode === 'reporting' && (
        <form
          className={controls.form}
          aria-labelledby={`${ids}-report`}
          onSubmit={(event) => {
            event.preventDefault()
            void report()
          }}
        >
          <p id={`${ids}-report`} className={styles.formTitle}>
            {t('comments.reportTitle')}
          </p>
          <label htmlFor={`${ids}-reason`}>{t('comments.reason')}</label>
          <select ref={reasonField} id={`${ids}-reason`} value={reason} onChange={(event) => setReason(event.currentTarget.value as CommentReportReason)}>
            {COMMENT_REPORT_REASONS.values.map((value) => (
              <option key={value} value={value}>
                {t(`comments.reason.${value}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-note`}>{t('comments.note')}</label>
          <textarea id={`${ids}-note`} value={note} maxLength={COMMENT_REPORT_NOTE_MAX} rows={2} onChange={(event) => setNote(event.currentTarget.value)} />
          <FormActions submit={t('comments.sendReport')} working={working} onCancel={() => setMode('reading')} />
        </form>
      )}
      {mode === 'reading' && (
        <div className={controls.actions}>
          {editable && (
            <>
              <button
                type="button"
                className={controls.link}
                onClick={() => {
                  setDraft(comment.own?.body ?? '')
                  setMode('editing')
                }}
              >
                {t('comments.edit')}
              </button>
              <span className={controls.note}>{t('comments.editUntil', { time: formatClock(locale, editable) })}</span>
            </>
          )}
          {member &&
            !comment.own &&
            !comment.hidden &&
            (comment.reported ? (
              <span className={controls.note}>{t('comments.reported')}</span>
            ) : (
              <button type="button" className={controls.link} onClick={() => setMode('reporting')}>
                {t('comments.report')}
              </button>
            ))}
          {admin && (
            <button type="button" className={controls.link} disabled={working} onClick={() => void hide(!comment.hidden)}>
              {comment.hidden ? t('comments.show') : t('comments.hide')}
            </button>
          )}
        </div>
      )}
    </li>
  )
}

/** A comment's inline form's buttons: send, or go back to reading. */
function FormActions({ submit, working, onCancel }: { submit: string; working: boolean; onCancel: () => void }) {
  const { t } = useTranslation()
  return (
    <div className={controls.actions}>
      <button type="submit" className={controls.primary} disabled={working}>
        {submit}
      </button>
      <button type="button" className={controls.secondary} onClick={onCancel}>
        {t('comments.cancel')}
      </button>
    </div>
  )
}
