import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog } from 'radix-ui'
import type { FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

import { resetSchema, type ResetForm } from '@cms/features/accounts/contract/auth'
import { showToast } from '@site/stores/toasts'
import { resetPassword } from './authApi'
import { failureMessage } from './authErrors'
import { TextField } from './Field'
import styles from './Form.module.css'
import { PasswordField } from './PasswordField'
import { useErrorText } from './useErrorText'

type Props = {
  /** The address the code was sent to (step 1). */
  email: string
  error: string | null
  onBack: () => void
  onReset: () => void
  onFailed: (message: string) => void
  onSubmitStart: () => void
}

/** Step 2 of spec 4.2: the 6-digit code from the email and the new password, twice. */
export function ForgotCodeStep({ email, error, onBack, onReset, onFailed, onSubmitStart }: Props) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetSchema>, unknown, ResetForm>({
    resolver: zodResolver(resetSchema),
    // The address is not asked again; it travels with the form so the schema checks it too.
    defaultValues: { email, code: '', newPassword: '', confirmPassword: '' },
  })

  const reset = async ({ email: address, code, newPassword }: ResetForm) => {
    onSubmitStart()
    try {
      await resetPassword({ email: address, code, newPassword })
      showToast({ title: t('auth.toast.resetSuccess.title'), description: t('auth.toast.resetSuccess.description') })
      onReset()
    } catch (failure) {
      const message = failureMessage(failure, i18n, 'auth.toast.resetFailed.description')
      onFailed(message)
      showToast({ title: t('auth.toast.resetFailed.title'), description: message, variant: 'destructive' })
      // Usually the code was wrong or expired: that is what to change.
      setFocus('code')
    }
  }

  // Portalled, but inside the login form in React's tree: keep the submit from reaching it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation()
    void handleSubmit(reset)(event)
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="forgot-code-form">
      <Dialog.Description className={styles.intro}>{t('auth.forgot.code.description')}</Dialog.Description>
      <TextField
        {...register('code')}
        // The confirmation before this step had no field to keep focus in: start at the code.
        autoFocus
        label={t('auth.field.code')}
        hint={t('auth.field.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errorText(errors.code?.message)}
        data-testid="forgot-code"
      />
      <PasswordField
        {...register('newPassword')}
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        error={errorText(errors.newPassword?.message)}
        data-testid="forgot-new-password"
        toggleTestId="forgot-new-password-toggle"
      />
      <PasswordField
        {...register('confirmPassword')}
        label={t('auth.field.confirmNewPassword')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        data-testid="forgot-confirm-password"
        toggleTestId="forgot-confirm-password-toggle"
      />
      {error && (
        <p className={styles.formError} role="alert" data-testid="forgot-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onBack} disabled={isSubmitting} data-testid="forgot-back">
          {t('auth.forgot.back')}
        </button>
        <button type="submit" className={styles.primary} disabled={isSubmitting} data-testid="forgot-reset">
          {isSubmitting ? t('auth.forgot.resetting') : t('auth.forgot.reset')}
        </button>
      </div>
    </form>
  )
}
