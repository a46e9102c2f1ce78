import { useId, type ComponentProps, type FocusEvent, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { describedBy } from './fieldIds'
import styles from './Form.module.css'

type ShellProps = {
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  /**
   * Announce the error when it appears: for errors that arrive after the user has left the
   * field (the email check), which focus alone would never read out.
   */
  liveError?: boolean
  children: ReactNode
}

export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

/** What a control points at with aria-describedby: its hint and its error, when shown. */
export function fieldDescription(id: string, hint: string | undefined, error: string | undefined, ...more: (string | undefined)[]) {
  return describedBy(hint && hintId(id), ...more, error && errorId(id))
}

/** Label, control, hint and error of one field, always in that order. */
export function FieldShell({ id, label, hint, error, liveError = false, children }: ShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {/* A live region must exist before its text changes, so the live one is always there. */}
      {liveError ? (
        <p id={errorId(id)} className={styles.error} aria-live="polite">
          {error}
        </p>
      ) : (
        error && (
          <p id={errorId(id)} className={styles.error}>
            {error}
          </p>
        )
      )}
    </div>
  )
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  label: string
  hint?: string | undefined
  error?: string | undefined
  liveError?: boolean
  /** A check is running on the value: a spinner shows and the input is marked busy. */
  busy?: boolean
  busyLabel?: string
}

export function TextField({ label, hint, error, liveError, busy = false, busyLabel, ...input }: TextFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} liveError={liveError ?? false}>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, hint, error)}
          aria-busy={busy || undefined}
        />
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busyLabel !== undefined && (
          <span className="visually-hidden" role="status">
            {busy ? busyLabel : ''}
          </span>
        )}
      </div>
    </FieldShell>
  )
}

type EmailCheckFieldProps = Omit<
  TextFieldProps,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'liveError' | 'busy' | 'busyLabel' | keyof UseFormRegisterReturn
> & {
  /** What react-hook-form's `register('email')` gave. */
  registration: UseFormRegisterReturn
  /** The email-exists check of spec 4.2, run as the field loses focus. */
  onCheck: (value: string) => unknown
  checking: boolean
}

/**
 * The email field that asks the server about the address when the user leaves it (registration:
 * is it taken? forgot password: is it registered?), with the spinner while it asks and the answer
 * announced under the field.
 */
export function EmailCheckField({ registration, onCheck, checking, ...rest }: EmailCheckFieldProps) {
  const { t } = useTranslation()
  return (
    <TextField
      {...rest}
      {...registration}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        void registration.onBlur(event)
        void onCheck(event.target.value)
      }}
      label={t('auth.field.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.field.emailPlaceholder')}
      liveError
      busy={checking}
      busyLabel={t('auth.email.checking')}
    />
  )
}
