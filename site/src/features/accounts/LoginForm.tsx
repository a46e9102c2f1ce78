import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

import type { Locale } from '@site/i18n'
import { loginSchema, type LoginForm as LoginValues } from '@cms/features/accounts/contract/auth'
import { signIn } from '@site/stores/session'
import { showToast, showToastAfterNavigation } from '@site/stores/toasts'
import { loginFailureMessage } from './authErrors'
import { TextField } from './Field'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'
import styles from './Form.module.css'
import { PasswordField } from './PasswordField'
import { useErrorText } from './useErrorText'

type Props = {
  locale: Locale
  /** Where a signed-in user goes: the home page of the page's language. */
  homeHref: string
  onSwitchToRegister: () => void
}

/** The Login tab (spec 2.4): email and password, the refusal above the button, forgot password. */
export function LoginForm({ locale, homeHref, onSwitchToRegister }: Props) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const titleId = useId()
  const [loginError, setLoginError] = useState<string | null>(null)
  // Stays true after success: the button must not come back to life while the page changes.
  const [leaving, setLeaving] = useState(false)
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const pending = isSubmitting || leaving

  const submit = async ({ email, password }: LoginValues) => {
    setLoginError(null)
    try {
      const user = await signIn(email, password)
      setLeaving(true)
      showToastAfterNavigation({
        title: t('auth.toast.loginSuccess.title'),
        description: t('auth.toast.loginSuccess.description', { firstName: user.firstName }),
      })
      // replace: Back from the home page should not return to a sign-in form.
      window.location.replace(homeHref)
    } catch (error) {
      const message = loginFailureMessage(error, i18n)
      setLoginError(message)
      showToast({ title: t('auth.toast.loginFailed.title'), description: message, variant: 'destructive' })
      // The password is what the user most likely has to type again.
      setFocus('password')
    }
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(submit)} data-testid="login-form" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heading}>
          {t('auth.login.title')}
        </h2>
        <p className={styles.intro}>{t('auth.login.description')}</p>
        <TextField
          {...register('email')}
          label={t('auth.field.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('auth.field.emailPlaceholder')}
          error={errorText(errors.email?.message)}
          data-testid="login-email"
        />
        <div className={styles.passwordRow}>
          <PasswordField
            {...register('password')}
            label={t('auth.field.password')}
            autoComplete="current-password"
            error={errorText(errors.password?.message)}
            data-testid="login-password"
            toggleTestId="login-password-toggle"
          />
          <ForgotPasswordDialog locale={locale} onPasswordReset={(email) => setValue('email', email, { shouldValidate: false })} />
        </div>
        {loginError && (
          <p className={styles.formError} role="alert" data-testid="login-error">
            {loginError}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={pending} data-testid="login-submit">
          {pending ? t('auth.login.pending') : t('auth.login.submit')}
        </button>
      </form>
      <p className={styles.switch}>
        {t('auth.login.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={onSwitchToRegister}>
          {t('auth.tab.register')}
        </button>
      </p>
    </>
  )
}
