import { useId, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { FieldShell, fieldDescription } from './Field'
import styles from './Form.module.css'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type' | 'aria-invalid' | 'aria-describedby'> & {
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** More descriptions to read with the field, e.g. the strength checklist under it. */
  describedById?: string | undefined
  /** data-testid of the show/hide button, for end-to-end tests. */
  toggleTestId?: string
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  )
}

/**
 * A password input with a show/hide button (spec 2.4). The button's name says what pressing it
 * will do ('Show password' / 'Hide password') rather than carrying a pressed state, so a screen
 * reader never has to reconcile the two.
 */
export function PasswordField({ label, hint, error, describedById, toggleTestId, ...input }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${styles.input} ${styles.withToggle}`}
          // A shown password must not be "corrected" or remembered as typed text.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescription(id, hint, error, describedById)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
          data-testid={toggleTestId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={!visible} />
        </button>
      </div>
    </FieldShell>
  )
}
