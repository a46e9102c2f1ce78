import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { COMMENT_BODY_MAX, type CommentsPage, type CommentView } from '@cms/features/content/contract/comments'
import { apiRequest } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { hasRole } from '@site/lib/roles'
import { $session, loadSession } from '@site/stores/session'
import { ActNotes } from '@site/ui/ActNotes'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { CommentItem } from './CommentItem'
import styles from './Comments.module.css'
import controls from '@site/ui/controls.module.css'
import { commentProblem } from './commentProblem'

type Props = IslandStrings & { eventId: number; authPath: string }

/** The event page's discussion, over the static page: read by anyone, written by signed-in, confirmed members. */
export default function EventCommentsIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <EventComments {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

type Discussion = { comments: CommentView[]; page: number; totalPages: number; totalDocs: number }

/** The comment an admin's notification points to (`?comment=N`), to be found, shown and marked. */
function wantedComment(): number | null {
  const wanted = Number(new URLSearchParams(window.location.search).get('comment'))
  return Number.isSafeInteger(wanted) && wanted > 0 ? wanted : null
}

function EventComments({ eventId, authPath, locale }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const [discussion, setDiscussion] = useState<Discussion | 'loading' | 'failed'>('loading')
  const [loadingMore, setLoadingMore] = useState(false)
  const [wanted, setWanted] = useState<number | null>(null)
  const [said, setSaid] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const say = useCallback((text: string | null, trouble: string | null) => {
    setSaid(text)
    setProblem(trouble)
  }, [])

  const pageOf = useCallback((page: number) => read<CommentsPage>(`/api/events/${eventId}/comments?page=${page}`), [eventId])
  const load = useCallback(async () => {
    try {
      const target = wantedComment()
      let page = await pageOf(1)
      const comments = [...page.docs]
      // Following a notification: read on until the comment it names is in view (or there is no more).
      while (target !== null && !comments.some((comment) => comment.id === target) && page.page < page.totalPages) {
        page = await pageOf(page.page + 1)
        comments.push(...page.docs)
      }
      setDiscussion({ comments, page: page.page, totalPages: page.totalPages, totalDocs: page.totalDocs })
      setWanted(target)
    } catch {
      setDiscussion('failed')
    }
  }, [pageOf])
  useEffect(() => {
    void loadSession()
      .catch(() => null)
      .then(load)
  }, [load])
  useEffect(() => {
    if (wanted !== null) document.getElementById(`comment-${wanted}`)?.scrollIntoView({ block: 'center' })
  }, [wanted])

  const heading = (
    <h2 id="comments-title" className={styles.title}>
      {t('comments.title')}
    </h2>
  )
  if (discussion === 'loading' || discussion === 'failed')
    return (
      <section id="comments" className={styles.discussion} aria-labelledby="comments-title">
        {heading}
        {discussion === 'loading' ? <p role="status">{t('comments.loading')}</p> : <p role="alert">{t('comments.failed')}</p>}
      </section>
    )

  const more = async () => {
    setLoadingMore(true)
    try {
      const page = await pageOf(discussion.page + 1)
      setDiscussion({
        comments: [...discussion.comments, ...page.docs.filter((doc) => !discussion.comments.some((known) => known.id === doc.id))],
        page: page.page,
        totalPages: page.totalPages,
        totalDocs: page.totalDocs,
      })
    } catch (error) {
      say(null, commentProblem(error, t))
    } finally {
      setLoadingMore(false)
    }
  }
  const replace = (changed: CommentView) => setDiscussion({ ...discussion, comments: discussion.comments.map((comment) => (comment.id === changed.id ? changed : comment)) })
  const added = (comment: CommentView) =>
    // A new comment is the newest: it belongs at the end once the last page is read; before that, the count says it is there.
    setDiscussion({
      ...discussion,
      comments: discussion.page >= discussion.totalPages ? [...discussion.comments, comment] : discussion.comments,
      totalDocs: discussion.totalDocs + 1,
    })

  const admin = hasRole(user, 'admin')
  return (
    <section id="comments" className={styles.discussion} aria-labelledby="comments-title" data-comments>
      {heading}
      <p className={controls.note}>{discussion.totalDocs > 0 ? t('comments.count', { count: discussion.totalDocs }) : t('comments.none')}</p>
      {discussion.comments.length > 0 && (
        <ol className={styles.list}>
          {discussion.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              locale={locale}
              member={user !== null}
              admin={admin}
              highlighted={comment.id === wanted}
              onChange={replace}
              onSay={say}
            />
          ))}
        </ol>
      )}
      {discussion.page < discussion.totalPages && (
        <button type="button" className={controls.secondary} disabled={loadingMore} onClick={() => void more()}>
          {t('comments.more')}
        </button>
      )}
      <ActNotes said={said} problem={problem} />
      {!user ? (
        <a className={controls.primary} href={authPath}>
          {t('comments.signIn')}
        </a>
      ) : !user.emailVerified ? (
        <p className={controls.hold}>{t('comments.verifyFirst')}</p>
      ) : (
        <NewComment eventId={eventId} onPosted={added} onSay={say} />
      )}
    </section>
  )
}

function NewComment({ eventId, onPosted, onSay }: { eventId: number; onPosted: (comment: CommentView) => void; onSay: (said: string | null, problem: string | null) => void }) {
  const { t } = useTranslation()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [posting, setPosting] = useState(false)
  const id = useId()
  const post = async () => {
    onSay(null, null)
    if (!body.trim()) {
      setError(t('comments.error.required'))
      document.getElementById(`${id}-body`)?.focus()
      return
    }
    setError(null)
    setPosting(true)
    try {
      const comment = (await (await apiRequest('POST', `/api/events/${eventId}/comments`, { body })).json()) as CommentView
      setBody('')
      onPosted(comment)
      onSay(t('comments.posted'), null)
    } catch (failure) {
      setError(commentProblem(failure, t))
    } finally {
      setPosting(false)
    }
  }
  return (
    <form
      className={controls.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void post()
      }}
    >
      <label htmlFor={`${id}-body`}>{t('comments.label')}</label>
      <textarea
        id={`${id}-body`}
        name="body"
        rows={4}
        value={body}
        maxLength={COMMENT_BODY_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <p id={`${id}-hint`} className={controls.note}>
        {t('comments.hint')} {t('comments.length', { count: body.length, max: COMMENT_BODY_MAX })}
      </p>
      {error && (
        <p id={`${id}-error`} className={controls.problem}>
          {error}
        </p>
      )}
      <button type="submit" className={controls.primary} disabled={posting}>
        {posting ? t('comments.posting') : t('comments.post')}
      </button>
    </form>
  )
}
