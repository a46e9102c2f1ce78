import { Dialog } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import styles from './ForgotPasswordDialog.module.css'
import formStyles from './Form.module.css'

function CheckIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </svg>
  )
}

/**
 * The 'code sent' confirmation between the two forms (spec 4.2). The Send button that had focus
 * is gone, so focus goes to the message itself; the dialog moves on by itself after 2 s.
 */
export function SentStep() {
  const { t } = useTranslation()
  const message = useRef<HTMLDivElement>(null)
  useEffect(() => message.current?.focus(), [])
  return (
    <div ref={message} className={styles.status} role="status" tabIndex={-1} data-testid="forgot-sent">
      <span className={styles.statusIcon}>
        <CheckIcon />
      </span>
      <p className={styles.statusTitle}>{t('auth.forgot.sent.title')}</p>
      <Dialog.Description>{t('auth.toast.codeSent.description')}</Dialog.Description>
    </div>
  )
}

/** The success view after the reset; the dialog closes by itself after 3 s, or by this button. */
export function SuccessStep() {
  const { t } = useTranslation()
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => close.current?.focus(), [])
  return (
    <div className={styles.status} data-testid="forgot-success">
      <div role="status">
        <span className={styles.statusIcon}>
          <CheckIcon />
        </span>
        <p className={styles.statusTitle}>{t('auth.forgot.success.title')}</p>
        <Dialog.Description>{t('auth.forgot.success.text')}</Dialog.Description>
      </div>
      <Dialog.Close ref={close} className={formStyles.primary} data-testid="forgot-success-close">
        {t('auth.forgot.close')}
      </Dialog.Close>
    </div>
  )
}
