import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { COPY_CHECK_MS, SUGGESTED_QUESTIONS } from '@cms/features/assistant/contract/chat'
import styles from './Assistant.module.css'
import { type ChatMessage, chatTranscript, textParts } from './chatText'

/** The chat's own tools, the same in the window and on the page: copy the whole chat, clear it. */
export function ChatActions({ messages, language, clear }: { messages: readonly ChatMessage[]; language: 'ru' | 'en'; clear: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <CopyButton text={chatTranscript(messages, language)} label={t('assistant.copyAll')} />
      <button type="button" className={styles.iconButton} aria-label={t('assistant.clear')} title={t('assistant.clear')} onClick={clear}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  )
}

/** A button that copies `text` and shows a check for 2 s (spec 2.5). */
function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CHECK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className={className ?? styles.iconButton}
      aria-label={copied ? t('assistant.copied') : label}
      title={copied ? t('assistant.copied') : label}
      data-copied={copied || undefined}
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          (error: unknown) => console.error('Copying failed', error),
        )
      }}
    >
      {copied ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
    </button>
  )
}

function MessageText({ content }: { content: string }) {
  return (
    <>
      {textParts(content).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}

type Props = {
  language: 'ru' | 'en'
  messages: ChatMessage[]
  pending: boolean
  send: (text: string) => Promise<boolean>
  showSuggestions: boolean
  /** Focus the question field when the conversation appears. */
  autoFocus?: boolean
}

/** The messages, the typing indicator, the suggested questions and the question field. */
export function Conversation({ language, messages, pending, send, showSuggestions, autoFocus }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const log = useRef<HTMLDivElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (autoFocus) field.current?.focus()
  }, [autoFocus])
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest message whenever there is one, or the typing indicator
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight })
  }, [messages.length, pending])
  const submit = async (text: string) => {
    if (!text.trim() || pending) return
    setDraft('')
    await send(text)
    field.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line (spec 2.5). Not while an input method composes.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit(draft)
    }
  }
  return (
    <>
      <div className={styles.log} ref={log} role="log" aria-live="polite" aria-label={t('assistant.log')} data-chat-log>
        {messages.map((message) => (
          <div
            key={message.id}
            className={message.role === 'user' ? styles.fromUser : styles.fromCompanion}
            data-chat-message={message.role}
            data-failed={message.failed || undefined}
          >
            <p className={styles.text}>
              <MessageText content={message.content} />
            </p>
            <CopyButton text={message.content} label={t('assistant.copy')} className={styles.copy} />
          </div>
        ))}
        {pending && (
          <div className={styles.fromCompanion} data-typing>
            <span className={styles.typing} role="status" aria-label={t('assistant.typing')}>
              <span />
              <span />
              <span />
            </span>
          </div>
        )}
      </div>
      {showSuggestions && (
        <fieldset className={styles.suggestions} data-suggestions>
          <legend className="visually-hidden">{t('assistant.suggestions')}</legend>
          {Object.values(SUGGESTED_QUESTIONS).map((question) => (
            <button key={question[language]} type="button" disabled={pending} onClick={() => void submit(question[language])}>
              {question[language]}
            </button>
          ))}
        </fieldset>
      )}
      <form
        className={styles.ask}
        onSubmit={(event) => {
          event.preventDefault()
          void submit(draft)
        }}
      >
        <label className="visually-hidden" htmlFor={`chat-question-${language}`}>
          {t('assistant.inputLabel')}
        </label>
        <textarea
          id={`chat-question-${language}`}
          ref={field}
          rows={2}
          maxLength={2000}
          value={draft}
          disabled={pending}
          placeholder={t('assistant.placeholder')}
          aria-describedby={`chat-hint-${language}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} disabled={pending || !draft.trim()}>
          {t('assistant.send')}
        </button>
        <p id={`chat-hint-${language}`} className={styles.hint}>
          {t('assistant.hint')}
        </p>
      </form>
    </>
  )
}
