import { useId, type Ref } from 'react'
import { useTranslation } from 'react-i18next'

import { SELF_SELECTABLE_ROLES, type Role } from '@site/lib/roles'
import { errorId, hintId } from './Field'
import { describedBy } from './fieldIds'
import styles from './Form.module.css'

type Props = {
  value: readonly Role[]
  onChange: (roles: Role[]) => void
  onBlur: () => void
  /** Given to the first box, so a failed submit can focus the group. */
  firstRef: Ref<HTMLInputElement>
  error?: string | undefined
}

/**
 * The account type at registration (spec 6): one or more of the self-selectable roles, as a
 * group of checkboxes, since more than one may be chosen. The order of the spec's list is kept.
 */
export function RoleChoices({ value, onChange, onBlur, firstRef, error }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const toggle = (role: Role, checked: boolean) => {
    const chosen = new Set(value)
    if (checked) chosen.add(role)
    else chosen.delete(role)
    onChange(SELF_SELECTABLE_ROLES.filter((option) => chosen.has(option)))
  }
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(hintId(id), error && errorId(id))} aria-invalid={error ? true : undefined} data-testid="register-roles">
      <legend className={styles.legend}>{t('auth.field.roles')}</legend>
      <p id={hintId(id)} className={styles.hint}>
        {t('auth.field.rolesHint')}
      </p>
      <div className={styles.choices}>
        {SELF_SELECTABLE_ROLES.map((role, index) => (
          <label key={role} className={styles.choice}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              name="roles"
              value={role}
              checked={value.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
              onBlur={onBlur}
              data-testid={`register-role-${role}`}
            />
            {t(`auth.role.${role}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
