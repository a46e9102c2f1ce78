import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { MESSAGE_BODY_MAX } from '@cms/features/conversations/contract/conversations'
import { type Locale, localizedPath } from '@site/i18n'
import { loadSession } from '@site/stores/session'
import { IslandI18n } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import styles from '@site/ui/kit.module.css'
import { askOwner } from './conversationApi'
import { messageProblem } from './messageProblem'
import { messagesStrings } from './messagesStrings'

type Props = { locale: Locale; yachtId: number }

/** A question to the yacht's owner from its page, before booking; the answer comes in /messages (and by email). */
export default function AskOwnerIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={messagesStrings(props.locale)}>
        <AskOwner {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function AskOwner({ locale, yachtId }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [body, setBody] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [sent, setSent] = useState<number | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const done = useRef<HTMLDivElement>(null)
  // The button that opened the form, and then the form, are gone: focus follows to what replaced them.
  useEffect(() => {
    if (sent !== null) done.current?.focus()
    else if (open) field.current?.focus()
  }, [open, sent])

  const start = async () => {
    // Asked when the visitor wants to write, not on every view of the page: a guest is sent to sign in.
    if (!(await loadSession().catch(() => null))) return window.location.assign(localizedPath(locale, '/auth'))
    setOpen(true)
  }
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return setProblem(t('messages.error.required'))
    setWorking(true)
    setProblem(null)
    try {
      setSent(await askOwner(yachtId, body))
      setBody('')
    } catch (error) {
      setProblem(messageProblem(t, error))
    } finally {
      setWorking(false)
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-ask-owner>
      <h2 id={`${id}-title`}>{t('messages.ask.title')}</h2>
      {sent !== null ? (
        <div className={styles.done} role="status" ref={done} tabIndex={-1}>
          <p>{t('messages.ask.sent')}</p>
          <a href={`${localizedPath(locale, '/messages')}?conversation=${sent}`}>{t('messages.ask.go')}</a>
        </div>
      ) : open ? (
        <form className={styles.form} onSubmit={(event) => void send(event)}>
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>{t('messages.ask.label')}</label>
            <textarea
              ref={field}
              id={`${id}-body`}
              rows={4}
              maxLength={MESSAGE_BODY_MAX}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className={styles.note}>
              {t('messages.ask.hint')}
            </p>
          </div>
          <p className={styles.problem} role="alert">
            {problem}
          </p>
          <button type="submit" className={styles.primary} disabled={working}>
            {t('messages.ask.send')}
          </button>
        </form>
      ) : (
        <button type="button" className={styles.secondary} onClick={() => void start()}>
          {t('messages.ask.open')}
        </button>
      )}
    </section>
  )
}
