import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

import type { Locale } from '@site/i18n'
import { forgotSchema, type ForgotForm } from '@cms/features/accounts/contract/auth'
import { showToast } from '@site/stores/toasts'
import { requestResetCode } from './authApi'
import { failureMessage } from './authErrors'
import { EmailCheckField } from './Field'
import styles from './Form.module.css'
import { useEmailExists } from './useEmailExists'
import { useErrorText } from './useErrorText'

type Props = {
  locale: Locale
  /** The address typed before, when the user came Back from the code step. */
  defaultEmail: string
  error: string | null
  onSent: (email: string) => void
  onFailed: (message: string) => void
  onSubmitStart: () => void
}

/** Step 1 of spec 4.2: a registered address, to which the code is sent. */
export function ForgotEmailStep({ locale, defaultEmail, error, onSent, onFailed, onSubmitStart }: Props) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const { check, statusFor } = useEmailExists()
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotSchema>, unknown, ForgotForm>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: defaultEmail },
  })
  const email = useWatch({ control, name: 'email' })
  const status = statusFor(email)
  const fieldError = errorText(errors.email?.message) ?? (status === 'absent' ? t('auth.error.emailNotFound') : undefined)

  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  // Leaving the field by pressing Send checks twice (blur, then submit): one toast is enough.
  const toasted = useRef<string | null>(null)

  /** Spec 8: an unregistered address is an error under the field and a destructive toast. */
  const verify = async (value: string): Promise<boolean> => {
    const exists = await check(value)
    if (exists !== false) return true
    const address = value.trim().toLowerCase()
    // An answer arriving after the dialog closed (the blur of closing it) has no one to tell.
    if (mounted.current && toasted.current !== address) {
      toasted.current = address
      showToast({ title: t('auth.toast.emailNotFound.title'), description: t('auth.toast.emailNotFound.description'), variant: 'destructive' })
    }
    return false
  }

  const send = async ({ email: address }: ForgotForm) => {
    onSubmitStart()
    if (!(await verify(address))) {
      setFocus('email')
      return
    }
    try {
      await requestResetCode(address, locale)
      showToast({ title: t('auth.toast.codeSent.title'), description: t('auth.toast.codeSent.description') })
      onSent(address)
    } catch (failure) {
      const message = failureMessage(failure, i18n, 'auth.toast.sendCodeFailed.description')
      onFailed(message)
      showToast({ title: t('auth.toast.sendCodeFailed.title'), description: message, variant: 'destructive' })
    }
  }

  // The dialog is portalled but still inside the login form in React's tree, where a submit
  // event would bubble on to the login form's own handler.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation()
    void handleSubmit(send)(event)
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="forgot-email-form">
      <Dialog.Description className={styles.intro}>{t('auth.forgot.email.description')}</Dialog.Description>
      <EmailCheckField
        registration={register('email')}
        // Opening the dialog would focus it anyway; this also covers coming Back to the step.
        autoFocus
        onCheck={verify}
        checking={status === 'checking'}
        error={fieldError}
        data-testid="forgot-email"
      />
      {error && (
        <p className={styles.formError} role="alert" data-testid="forgot-error">
          {error}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isSubmitting} data-testid="forgot-send">
        {isSubmitting ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </button>
    </form>
  )
}
