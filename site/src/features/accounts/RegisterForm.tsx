import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

import { serverFieldErrors } from '@site/lib/api/client'
import { registerFormSchema, type RegisterForm as RegisterValues } from '@cms/features/accounts/contract/auth'
import { track } from '@site/lib/analytics'
import { register as registerAccount } from '@site/stores/session'
import { showToast, showToastAfterNavigation } from '@site/stores/toasts'
import { failureMessage, isEmailTaken } from './authErrors'
import { EmailCheckField, TextField } from './Field'
import styles from './Form.module.css'
import { PasswordField } from './PasswordField'
import { PasswordStrength } from './PasswordStrength'
import { RoleChoices } from './RoleChoices'
import { useEmailExists } from './useEmailExists'
import { useErrorText } from './useErrorText'

type RegisterInput = z.input<typeof registerFormSchema>

type Props = {
  /** Where the new user goes: the home page of the page's language. */
  homeHref: string
  onSwitchToLogin: () => void
}

/** The fields in the order they are shown, for putting a server's field errors under them. */
const FIELDS = ['firstName', 'lastName', 'brandName', 'email', 'phone', 'roles', 'password', 'confirmPassword'] as const satisfies readonly Path<RegisterInput>[]

const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name)

/** The Register tab (spec 2.4, 5): the account's details, roles and a strong password. */
export function RegisterForm({ homeHref, onSwitchToLogin }: Props) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const titleId = useId()
  const strengthId = useId()
  const { check, statusFor, markExists } = useEmailExists()
  const [strengthValid, setStrengthValid] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  // Stays true after success: the button must not come back to life while the page changes.
  const [leaving, setLeaving] = useState(false)
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      brandName: '',
      email: '',
      phone: '',
      // Customer is the default account type (spec 6).
      roles: ['customer'],
      password: '',
      confirmPassword: '',
    },
  })
  const email = useWatch({ control, name: 'email' })
  const password = useWatch({ control, name: 'password' })
  const emailStatus = statusFor(email)
  // The taken-address message yields to the field's own error (spec 4.2).
  const emailError = errorText(errors.email?.message) ?? (emailStatus === 'exists' ? t('auth.error.emailTaken') : undefined)
  const pending = isSubmitting || leaving

  const submit = async (form: RegisterValues) => {
    setFormError(null)
    // Asked again here (the answer is kept) so Enter straight from the field is blocked too.
    if ((await check(form.email)) === true) {
      emailTakenToast()
      setFocus('email')
      return
    }
    const { firstName, lastName, brandName, email: address, phone, roles, password: secret } = form
    try {
      const user = await registerAccount({ firstName, lastName, brandName, email: address, phone, roles, password: secret })
      track('sign_up')
      setLeaving(true)
      showToastAfterNavigation({
        title: t('auth.toast.registerSuccess.title'),
        description: t('auth.toast.registerSuccess.description', { firstName: user.firstName }),
      })
      window.location.replace(homeHref)
    } catch (error) {
      refused(error, address)
    }
  }

  /** Spec 8: a taken address is a field message plus its own toast, however it was found out. */
  const emailTakenToast = () => showToast({ title: t('auth.toast.emailExists.title'), description: t('auth.toast.emailExists.description'), variant: 'destructive' })

  /** A refused registration: a taken address, or a form error with the fields the server named. */
  const refused = (error: unknown, address: string) => {
    if (isEmailTaken(error)) {
      markExists(address)
      emailTakenToast()
      setFocus('email')
      return
    }
    console.error('Registration failed', error)
    const message = failureMessage(error, i18n, 'auth.toast.registerFailed.description')
    setFormError(message)
    showToast({ title: t('auth.toast.registerFailed.title'), description: message, variant: 'destructive' })
    // A 400 names the fields the server refused: show each under its field, focus the first.
    const fields = Object.entries(serverFieldErrors(error)).filter((entry): entry is [(typeof FIELDS)[number], string] => isField(entry[0]))
    fields.sort(([a], [b]) => FIELDS.indexOf(a) - FIELDS.indexOf(b))
    for (const [field, code] of fields) setError(field, { type: 'server', message: code })
    const first = fields[0]
    if (first) setFocus(first[0])
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={handleSubmit(submit)} data-testid="register-form" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heading}>
          {t('auth.register.title')}
        </h2>
        <p className={styles.intro}>{t('auth.register.description')}</p>
        <div className={styles.row}>
          <TextField
            {...register('firstName')}
            label={t('auth.field.firstName')}
            autoComplete="given-name"
            error={errorText(errors.firstName?.message)}
            data-testid="register-first-name"
          />
          <TextField
            {...register('lastName')}
            label={t('auth.field.lastName')}
            autoComplete="family-name"
            error={errorText(errors.lastName?.message)}
            data-testid="register-last-name"
          />
        </div>
        <TextField
          {...register('brandName')}
          label={t('auth.field.brandName')}
          autoComplete="organization"
          error={errorText(errors.brandName?.message)}
          data-testid="register-brand-name"
        />
        <EmailCheckField registration={register('email')} onCheck={check} checking={emailStatus === 'checking'} error={emailError} data-testid="register-email" />
        <TextField
          {...register('phone')}
          label={t('auth.field.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errorText(errors.phone?.message)}
          data-testid="register-phone"
        />
        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <RoleChoices value={field.value} onChange={field.onChange} onBlur={field.onBlur} firstRef={field.ref} error={errorText(fieldState.error?.message)} />
          )}
        />
        <PasswordField
          {...register('password')}
          label={t('auth.field.password')}
          autoComplete="new-password"
          error={errorText(errors.password?.message)}
          describedById={strengthId}
          data-testid="register-password"
          toggleTestId="register-password-toggle"
        />
        <PasswordStrength id={strengthId} password={password} onValidityChange={setStrengthValid} />
        <PasswordField
          {...register('confirmPassword')}
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
          error={errorText(errors.confirmPassword?.message)}
          data-testid="register-confirm-password"
          toggleTestId="register-confirm-password-toggle"
        />
        {formError && (
          <p className={styles.formError} role="alert" data-testid="register-error">
            {formError}
          </p>
        )}
        {/* Spec 2.4: blocked until the strength component judges the password valid. */}
        <button type="submit" className={styles.primary} disabled={pending || !strengthValid} data-testid="register-submit">
          {pending ? t('auth.register.pending') : t('auth.register.submit')}
        </button>
      </form>
      <p className={styles.switch}>
        {t('auth.register.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={onSwitchToLogin}>
          {t('auth.tab.login')}
        </button>
      </p>
    </>
  )
}
