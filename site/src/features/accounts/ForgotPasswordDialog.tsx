import { Dialog } from 'radix-ui'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { Locale } from '@site/i18n'
import styles from './ForgotPasswordDialog.module.css'
import formStyles from './Form.module.css'
import { CLEAR_AFTER_CLOSE_MS, CLOSE_AFTER_RESET_MS, CODE_STEP_DELAY_MS, forgotReducer, INITIAL_FORGOT_STATE } from './forgotPasswordSteps'
import { ForgotCodeStep as CodeStep } from './ForgotCodeStep'
import { ForgotEmailStep as EmailStep } from './ForgotEmailStep'
import { SentStep, SuccessStep } from './ForgotStatusViews'

type Props = {
  locale: Locale
  /** Called with the address once its password is reset, e.g. to fill the login form with it. */
  onPasswordReset?: (email: string) => void
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}

/**
 * The forgot-password dialog of spec 4.2, opened from the login form: email → 'code sent' →
 * code and new password → success, then it closes itself. Radix traps focus inside and gives
 * it back to the 'Forgot password?' button on closing.
 */
export function ForgotPasswordDialog({ locale, onPasswordReset }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [state, dispatch] = useReducer(forgotReducer, INITIAL_FORGOT_STATE)
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const changeOpen = useCallback((next: boolean) => {
    if (clearTimer.current !== undefined) {
      clearTimeout(clearTimer.current)
      clearTimer.current = undefined
      // Reopened before the clearing ran: it still starts afresh, as if the clearing had run.
      if (next) dispatch({ type: 'clear' })
    }
    if (!next) {
      // Cleared only once the closing animation is over, so the content does not jump as it fades.
      clearTimer.current = setTimeout(() => {
        clearTimer.current = undefined
        dispatch({ type: 'clear' })
      }, CLEAR_AFTER_CLOSE_MS)
    }
    setOpen(next)
  }, [])

  useEffect(() => () => clearTimeout(clearTimer.current), [])

  // The two self-timed moves. Tied to `open`, so closing the dialog cancels them.
  useEffect(() => {
    if (!open) return undefined
    if (state.step === 'sent') {
      const timer = setTimeout(() => dispatch({ type: 'showCodeStep' }), CODE_STEP_DELAY_MS)
      return () => clearTimeout(timer)
    }
    if (state.step === 'success') {
      const timer = setTimeout(() => changeOpen(false), CLOSE_AFTER_RESET_MS)
      return () => clearTimeout(timer)
    }
    return undefined
  }, [open, state.step, changeOpen])

  const failed = useCallback((message: string) => dispatch({ type: 'failed', message }), [])
  const clearError = useCallback(() => dispatch({ type: 'clearError' }), [])

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={formStyles.link} data-testid="forgot-password-open">
        {t('auth.login.forgot')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-testid="forgot-password-dialog" data-step={state.step}>
          <Dialog.Title className={styles.title}>{t('auth.forgot.title')}</Dialog.Title>
          {state.step === 'email' && (
            <EmailStep
              locale={locale}
              defaultEmail={state.email}
              error={state.error}
              onSent={(email) => dispatch({ type: 'codeSent', email })}
              onFailed={failed}
              onSubmitStart={clearError}
            />
          )}
          {state.step === 'sent' && <SentStep />}
          {state.step === 'code' && (
            <CodeStep
              email={state.email}
              error={state.error}
              onBack={() => dispatch({ type: 'back' })}
              onReset={() => {
                dispatch({ type: 'passwordReset' })
                onPasswordReset?.(state.email)
              }}
              onFailed={failed}
              onSubmitStart={clearError}
            />
          )}
          {state.step === 'success' && <SuccessStep />}
          {/* Last in the content, so opening the dialog focuses the email field, not this button. */}
          <Dialog.Close className={styles.close} aria-label={t('auth.forgot.close')} data-testid="forgot-password-close">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
