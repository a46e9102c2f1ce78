import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ASSISTANT_OFFSET_PX, ASSISTANT_SIZES } from '@cms/features/assistant/contract/chat'
import styles from './Assistant.module.css'
import { ChatActions, Conversation } from './Conversation'
import { useChat } from './useChat'

/** Whether the floating assistant shows: the footer's button toggles it, minimise hides it. */
export const $assistantOpen = atom(false)

/** Phones get a full-width sheet instead of a window (spec 9's breakpoint). */
const PHONE_QUERY = '(max-width: 767px)'

type Size = keyof typeof ASSISTANT_SIZES
type Position = { left: number; top: number }

/** A position that keeps a window of `size` inside the viewport. */
function clamp(position: Position, size: { width: number; height: number }): Position {
  const maxLeft = Math.max(0, window.innerWidth - size.width)
  const maxTop = Math.max(0, window.innerHeight - size.height)
  return { left: Math.min(Math.max(0, position.left), maxLeft), top: Math.min(Math.max(0, position.top), maxTop) }
}

/** The window's size as drawn: the spec's, or less on a screen too small for it. */
const drawn = (size: Size) => ({
  width: Math.min(ASSISTANT_SIZES[size].width, window.innerWidth),
  height: Math.min(ASSISTANT_SIZES[size].height, window.innerHeight),
})

/** Where a window starts: 20 px from the bottom-right corner (spec 2.5). */
const corner = (size: Size): Position => {
  const { width, height } = drawn(size)
  return clamp({ left: window.innerWidth - width - ASSISTANT_OFFSET_PX, top: window.innerHeight - height - ASSISTANT_OFFSET_PX }, { width, height })
}

/**
 * The floating assistant (spec 2.5): a window of 350×500 or, expanded, 600×700, 20 px from the
 * corner, dragged by its header and kept inside the viewport; a full-width sheet on phones.
 * Suggested questions show only when expanded.
 */
export function AssistantWidget({ language }: { language: 'ru' | 'en' }) {
  const { t } = useTranslation()
  const open = useStore($assistantOpen)
  const { messages, pending, send, clear } = useChat(language)
  const [size, setSize] = useState<Size>('normal')
  const [position, setPosition] = useState<Position>(() => corner('normal'))
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches)
  const drag = useRef<{ pointer: number; dx: number; dy: number } | null>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY)
    const follow = () => setPhone(query.matches)
    query.addEventListener('change', follow)
    // The window stays on screen when the screen shrinks.
    const onResize = () => setPosition((current) => clamp(current, drawn(size)))
    window.addEventListener('resize', onResize)
    return () => {
      query.removeEventListener('change', follow)
      window.removeEventListener('resize', onResize)
    }
  }, [size])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') $assistantOpen.set(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const resize = useCallback((next: Size) => {
    setSize(next)
    // Growing keeps the window's bottom-right corner where it was, then inside the screen.
    setPosition((current) => {
      const before = drawn(next === 'expanded' ? 'normal' : 'expanded')
      const after = drawn(next)
      return clamp({ left: current.left + before.width - after.width, top: current.top + before.height - after.height }, after)
    })
  }, [])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phone || event.button !== 0 || (event.target as HTMLElement).closest('button')) return
    drag.current = { pointer: event.pointerId, dx: event.clientX - position.left, dy: event.clientY - position.top }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return
    setPosition(clamp({ left: event.clientX - drag.current.dx, top: event.clientY - drag.current.dy }, drawn(size)))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null
  }

  if (!open) return null
  const box = drawn(size)
  const placement = phone ? undefined : { left: position.left, top: position.top, width: box.width, height: box.height }
  return (
    <div
      ref={panel}
      className={phone ? styles.sheet : styles.window}
      style={placement}
      role="dialog"
      aria-label={t('assistant.dialogLabel')}
      data-assistant-widget
      data-size={size}
    >
      <div className={styles.header} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} data-assistant-header>
        <div className={styles.heading}>
          <strong>{t('assistant.title')}</strong>
          <span>{t('assistant.subtitle')}</span>
        </div>
        <div className={styles.tools}>
          <ChatActions messages={messages} language={language} clear={clear} />
          {!phone && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={size === 'normal' ? t('assistant.expand') : t('assistant.shrink')}
              title={size === 'normal' ? t('assistant.expand') : t('assistant.shrink')}
              aria-pressed={size === 'expanded'}
              onClick={() => resize(size === 'normal' ? 'expanded' : 'normal')}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                {size === 'normal' ? (
                  <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                ) : (
                  <path d="M20 10h-6V4M4 14h6v6M14 10l7-7M10 14l-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
                )}
              </svg>
            </button>
          )}
          <button type="button" className={styles.iconButton} aria-label={t('assistant.minimise')} title={t('assistant.minimise')} onClick={() => $assistantOpen.set(false)}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <Conversation language={language} messages={messages} pending={pending} send={send} showSuggestions={size === 'expanded' || phone} autoFocus />
    </div>
  )
}
