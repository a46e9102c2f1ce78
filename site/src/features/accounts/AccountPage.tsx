import { zodResolver } from '@hookform/resolvers/zod'
import { useStore } from '@nanostores/react'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

import type { Locale } from '@site/i18n'
import { apiRequest, readJson, serverCode, serverFieldErrors, type PortalUser } from '@site/lib/api/client'
import { ROLE_LABELS, type Role } from '@site/lib/roles'
import { accountUpdateSchema, changePasswordFormSchema, deleteAccountSchema, type AccountUpdate, type ChangePasswordForm } from '@cms/features/accounts/contract/auth'
import { $session, signOut, updateSessionUser } from '@site/stores/session'
import { showToast, showToastAfterNavigation } from '@site/stores/toasts'
import { failureMessage } from './authErrors'
import { TextField } from './Field'
import { PasswordField } from './PasswordField'
import { PasswordStrength } from './PasswordStrength'
import { useErrorText } from './useErrorText'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import styles from './AccountPage.module.css'
import { ProfilePhoto } from './ProfilePhoto'
import { MySubscriptions } from '@site/features/subscriptions/MySubscriptions'
import { useSignedInOrAway } from '@site/ui/useSignedInOrAway'

type Props = IslandStrings & { authPath: string; homePath: string }

/** /account: profile, subscriptions, password, roles and account deletion for the signed-in user. */
export default function AccountPageIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <AccountPage {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function AccountPage({ locale, authPath, homePath }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const checked = useSignedInOrAway(authPath)

  if (!checked || !user)
    return (
      <p role="status" className={styles.loading}>
        {t('auth.account.loading')}
      </p>
    )
  return (
    <div className={styles.page}>
      <Summary user={user} locale={locale} />
      <ProfilePhoto user={user} />
      <ProfileForm user={user} />
      <MySubscriptions locale={locale} className={styles.card} />
      <PasswordForm />
      <DeleteAccount homePath={homePath} />
    </div>
  )
}

function Summary({ user, locale }: { user: PortalUser; locale: Locale }) {
  const { t } = useTranslation()
  const since = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { dateStyle: 'long' }).format(new Date(user.createdAt))
  return (
    <section className={styles.card} aria-labelledby="account-summary">
      <h2 id="account-summary">
        {user.firstName} {user.lastName}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('auth.account.email')}</dt>
        <dd>
          {user.email}{' '}
          <span className={user.emailVerified ? styles.verified : styles.unverified} data-email-verified={user.emailVerified}>
            {user.emailVerified ? t('auth.account.emailVerified') : t('auth.account.emailUnverified')}
          </span>
        </dd>
        <dt>{t('auth.account.roles')}</dt>
        <dd data-roles>{user.roles.map((role) => ROLE_LABELS[role as Role]?.[locale] ?? role).join(', ')}</dd>
        <dt className="visually-hidden">{t('auth.account.memberSince', { date: '' })}</dt>
        <dd>{t('auth.account.memberSince', { date: since })}</dd>
      </dl>
    </section>
  )
}

function ProfileForm({ user }: { user: PortalUser }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const form = useForm<z.input<typeof accountUpdateSchema>, unknown, AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', brandName: user.brandName ?? '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await readJson<PortalUser>(await apiRequest('PATCH', '/api/account', values))
      updateSessionUser(updated)
      showToast({ title: t('auth.account.saved') })
    } catch (error) {
      for (const [field, code] of Object.entries(serverFieldErrors(error))) form.setError(field as keyof AccountUpdate, { message: code })
      showToast({ title: t('auth.toast.error.title'), description: failureMessage(error, i18n, 'auth.toast.error.description'), variant: 'destructive' })
    }
  })
  return (
    <section className={styles.card} aria-labelledby="account-profile">
      <h2 id="account-profile">{t('auth.account.profile')}</h2>
      <form onSubmit={submit} noValidate className={styles.form}>
        <TextField label={t('auth.field.firstName')} autoComplete="given-name" error={errorText(errors.firstName?.message)} {...form.register('firstName')} />
        <TextField label={t('auth.field.lastName')} autoComplete="family-name" error={errorText(errors.lastName?.message)} {...form.register('lastName')} />
        <TextField label={t('auth.field.phone')} type="tel" autoComplete="tel" error={errorText(errors.phone?.message)} {...form.register('phone')} />
        <TextField label={t('auth.field.brandName')} autoComplete="organization" error={errorText(errors.brandName?.message)} {...form.register('brandName')} />
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          {isSubmitting ? t('auth.account.saving') : t('auth.account.save')}
        </button>
      </form>
    </section>
  )
}

function PasswordForm() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const [strongEnough, setStrongEnough] = useState(false)
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } })
  const { errors, isSubmitting } = form.formState
  const newPassword = form.watch('newPassword')
  const submit = form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await apiRequest('POST', '/api/account/password', { currentPassword, newPassword: next })
      form.reset()
      showToast({ title: t('auth.account.passwordChanged') })
    } catch (error) {
      if (serverCode(error) === 'currentPasswordWrong') {
        form.setError('currentPassword', { message: 'currentPasswordWrong' }, { shouldFocus: true })
        return
      }
      showToast({ title: t('auth.toast.error.title'), description: failureMessage(error, i18n, 'auth.toast.error.description'), variant: 'destructive' })
    }
  })
  return (
    <section className={styles.card} aria-labelledby="account-password">
      <h2 id="account-password">{t('auth.account.password')}</h2>
      <form onSubmit={submit} noValidate className={styles.form}>
        <PasswordField
          label={t('auth.field.currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword?.message === 'currentPasswordWrong' ? t('auth.account.passwordWrong') : errorText(errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          error={errorText(errors.newPassword?.message)}
          describedById="account-strength"
          {...form.register('newPassword')}
        />
        <PasswordStrength id="account-strength" password={newPassword} onValidityChange={setStrongEnough} />
        <PasswordField
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
          error={errorText(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <button type="submit" className={styles.primary} disabled={isSubmitting || !strongEnough}>
          {isSubmitting ? t('auth.account.passwordChanging') : t('auth.account.passwordSubmit')}
        </button>
      </form>
    </section>
  )
}

function DeleteAccount({ homePath }: { homePath: string }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const [open, setOpen] = useState(false)
  const form = useForm<{ password: string }>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await apiRequest('DELETE', '/api/account', { password })
      await signOut()
      showToastAfterNavigation({ title: t('auth.account.deleted') })
      window.location.assign(homePath)
    } catch (error) {
      if (serverCode(error) === 'currentPasswordWrong') form.setError('password', { message: 'currentPasswordWrong' }, { shouldFocus: true })
      else showToast({ title: t('auth.toast.error.title'), description: failureMessage(error, i18n, 'auth.toast.error.description'), variant: 'destructive' })
    }
  })
  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="account-delete">
      <h2 id="account-delete">{t('auth.account.delete')}</h2>
      <p>{t('auth.account.deleteWarning')}</p>
      <AlertDialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) form.reset()
        }}
      >
        <AlertDialog.Trigger asChild>
          <button type="button" className={styles.dangerButton}>
            {t('auth.account.delete')}
          </button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog}>
            <AlertDialog.Title>{t('auth.account.delete')}</AlertDialog.Title>
            <AlertDialog.Description>{t('auth.account.deleteWarning')}</AlertDialog.Description>
            <form onSubmit={submit} noValidate className={styles.form}>
              <PasswordField
                label={t('auth.account.deleteConfirm')}
                autoComplete="current-password"
                error={errors.password?.message === 'currentPasswordWrong' ? t('auth.account.passwordWrong') : errorText(errors.password?.message)}
                {...form.register('password')}
              />
              <div className={styles.dialogActions}>
                <AlertDialog.Cancel asChild>
                  <button type="button" className={styles.secondary}>
                    {t('auth.account.cancel')}
                  </button>
                </AlertDialog.Cancel>
                <button type="submit" className={styles.dangerButton} disabled={isSubmitting}>
                  {isSubmitting ? t('auth.account.deleting') : t('auth.account.deleteSubmit')}
                </button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
