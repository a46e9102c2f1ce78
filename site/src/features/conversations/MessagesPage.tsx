import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { MESSAGE_BODY_MAX, MESSAGES_POLL_SECONDS } from '@cms/features/conversations/contract/conversations'
import type { Locale } from '@site/i18n'
import { IslandI18n } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import styles from '@site/ui/kit.module.css'
import { useSignedInOrAway } from '@site/ui/useSignedInOrAway'
import { type ConversationThread, type ConversationView, conversationThread, myConversations, openBookingConversation, sendMessage } from './conversationApi'
import own from './Messages.module.css'
import { MessageText } from './MessageText'
import { messageProblem } from './messageProblem'
import { messagesStrings } from './messagesStrings'

type Props = { locale: Locale; authPath: string }

/**
 * /messages: the member's conversations and the open one. New messages come by polling every 10 s
 * while the page is visible: it works through any proxy and any number of site servers with no
 * connection held per open tab, and 10 s is quick enough for people writing to each other.
 */
export default function MessagesPageIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={messagesStrings(props.locale)}>
        <MessagesPage {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

const asked = (name: string) => Number(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get(name)) || null

/** Runs `work` now and every MESSAGES_POLL_SECONDS while the page is visible. */
function usePolling(work: () => Promise<void>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    void work()
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void work()
    }, MESSAGES_POLL_SECONDS * 1000)
    const onVisible = () => document.visibilityState === 'visible' && void work()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [work, enabled])
}

function MessagesPage({ locale, authPath }: Props) {
  const { t } = useTranslation()
  const checked = useSignedInOrAway(authPath)
  const [list, setList] = useState<ConversationView[] | 'loading' | 'failed'>('loading')
  const [open, setOpen] = useState<number | null>(asked('conversation'))

  // `?booking=N` (the link on a booking's card) opens that booking's conversation, starting it if need be.
  useEffect(() => {
    const booking = asked('booking')
    if (!checked || !booking) return
    openBookingConversation(booking)
      .then(setOpen)
      .catch(() => setList('failed'))
  }, [checked])

  const loadList = useCallback(async () => {
    try {
      setList(await myConversations())
    } catch {
      setList((current) => (Array.isArray(current) ? current : 'failed'))
    }
  }, [])
  usePolling(loadList, checked)

  if (!checked) return <p role="status">{t('messages.loading')}</p>
  return (
    <div className={own.layout}>
      <nav aria-label={t('messages.list')}>
        {list === 'loading' && <p role="status">{t('messages.loading')}</p>}
        {list === 'failed' && (
          <div role="alert">
            <p>{t('messages.failed')}</p>
            <button type="button" className={styles.secondary} onClick={() => void loadList()}>
              {t('messages.retry')}
            </button>
          </div>
        )}
        {Array.isArray(list) && list.length === 0 && <p className={styles.note}>{t('messages.empty')}</p>}
        {Array.isArray(list) && list.length > 0 && (
          <ul className={own.conversations}>
            {list.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  className={own.conversation}
                  aria-current={conversation.id === open}
                  onClick={() => setOpen(conversation.id)}
                  data-conversation={conversation.id}
                >
                  <strong>{conversation.yachtName}</strong>
                  <span>{conversation.kind === 'booking' ? t('messages.booking', { id: conversation.bookingId }) : t('messages.question')}</span>
                  {conversation.with.length > 0 && <span>{t('messages.with', { names: conversation.with.join(', ') })}</span>}
                  {conversation.lastMessage && <span className={own.excerpt}>{conversation.lastMessage.body}</span>}
                  {conversation.unread > 0 && <span className={own.unread}>{t('messages.unread', { count: conversation.unread })}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {open ? <Thread key={open} id={open} locale={locale} onChanged={loadList} /> : <p className={styles.note}>{t('messages.choose')}</p>}
    </div>
  )
}

function Thread({ id, locale, onChanged }: { id: number; locale: Locale; onChanged: () => Promise<void> }) {
  const { t } = useTranslation()
  const formId = useId()
  const [thread, setThread] = useState<ConversationThread | 'loading' | 'failed'>('loading')
  const [body, setBody] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const end = useRef<HTMLLIElement | null>(null)
  const lastSeen = useRef<number | null>(null)

  const load = useCallback(async () => {
    try {
      const next = await conversationThread(id)
      setThread(next)
      const newest = next.messages.at(-1)?.id ?? null
      if (newest !== lastSeen.current) {
        lastSeen.current = newest
        void onChanged()
      }
    } catch {
      setThread((current) => (typeof current === 'object' ? current : 'failed'))
    }
  }, [id, onChanged])
  usePolling(load, true)

  useEffect(() => {
    if (typeof thread === 'object') end.current?.scrollIntoView({ block: 'nearest' })
  }, [thread])

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!body.trim()) return setProblem(t('messages.error.required'))
    setSending(true)
    setProblem(null)
    try {
      await sendMessage(id, body)
      setBody('')
      await load()
    } catch (error) {
      setProblem(messageProblem(t, error))
    } finally {
      setSending(false)
    }
  }

  if (thread === 'loading') return <p role="status">{t('messages.loading')}</p>
  if (thread === 'failed') return <p role="alert">{t('messages.failed')}</p>
  const time = (iso: string) => new Date(iso).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
  const { conversation, messages } = thread
  return (
    <section className={own.thread} aria-labelledby={`${formId}-title`} data-thread={id}>
      <h2 id={`${formId}-title`}>
        {conversation.yachtName} · {conversation.kind === 'booking' ? t('messages.booking', { id: conversation.bookingId }) : t('messages.question')}
      </h2>
      {conversation.with.length > 0 && <p className={styles.note}>{t('messages.with', { names: conversation.with.join(', ') })}</p>}
      {conversation.kind === 'question' && <p className={styles.note}>{t('messages.masked')}</p>}
      <ol className={own.messages} aria-label={t('messages.thread')} aria-live="polite" aria-relevant="additions">
        {messages.map((message, index) => (
          <li key={message.id} className={message.mine ? own.mine : own.message} ref={index === messages.length - 1 ? end : undefined} data-message={message.id}>
            <p className={own.meta}>
              {message.mine ? t('messages.you') : message.author} · <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
            </p>
            <MessageText body={message.body} />
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={(event) => void send(event)}>
        <div className={styles.field}>
          <label htmlFor={`${formId}-body`}>{t('messages.label')}</label>
          <textarea
            id={`${formId}-body`}
            rows={3}
            maxLength={MESSAGE_BODY_MAX}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-describedby={`${formId}-poll`}
          />
          <p id={`${formId}-poll`} className={styles.note}>
            {t('messages.poll', { seconds: MESSAGES_POLL_SECONDS })}
          </p>
        </div>
        <p className={styles.problem} role="alert">
          {problem}
        </p>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? t('messages.sending') : t('messages.send')}
        </button>
      </form>
    </section>
  )
}
