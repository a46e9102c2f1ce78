import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { PASSWORD_RULES, passwordStrength } from './passwordStrength'
import styles from './PasswordStrength.module.css'

type Props = {
  password: string
  /** Called whenever the verdict changes; registration is blocked until it says true (spec 4.3). */
  onValidityChange: (valid: boolean) => void
  /** The checklist's id, for the password input's aria-describedby. */
  id: string
}

const SEGMENTS = PASSWORD_RULES.length

/**
 * The strength meter under the registration password: 0 to 5 rules met, coloured grey, red,
 * yellow, blue, green (spec 4.3), and the checklist of the five rules, each marked met or not
 * in words as well as by its tick, so colour is never the only signal.
 */
export function PasswordStrength({ password, onValidityChange, id }: Props) {
  const { t } = useTranslation()
  const strength = passwordStrength(password)
  const level = t(`auth.strength.level.${strength.level}`)

  useEffect(() => {
    onValidityChange(strength.valid)
  }, [strength.valid, onValidityChange])

  return (
    <div className={styles.strength} data-color={strength.color} data-testid="password-strength" data-score={strength.score}>
      {/* biome-ignore lint/a11y/useSemanticElements: five coloured segments, which <meter> cannot draw; the role gives them its semantics */}
      <div
        role="meter"
        aria-label={t('auth.strength.label')}
        aria-valuemin={0}
        aria-valuemax={SEGMENTS}
        aria-valuenow={strength.score}
        aria-valuetext={level}
        className={styles.meter}
      >
        {Array.from({ length: SEGMENTS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five segments that never reorder
          <span key={index} className={index < strength.score ? styles.filled : styles.segment} />
        ))}
      </div>
      {/* Polite: the level changes only when a rule flips, not on every keystroke. */}
      <p className={styles.level} aria-live="polite">
        {t('auth.strength.summary', { level })}
      </p>
      <div id={id}>
        <p className={styles.rulesTitle}>{t('auth.strength.rulesTitle')}</p>
        <ul className={styles.rules}>
          {PASSWORD_RULES.map((rule) => {
            const met = strength.met[rule.id]
            return (
              <li key={rule.id} className={met ? styles.met : styles.unmet} data-testid={`password-rule-${rule.id}`} data-met={met}>
                <span className={styles.mark} aria-hidden="true">
                  {met ? '✓' : '•'}
                </span>
                {t(`auth.strength.rule.${rule.id}`)}
                <span className="visually-hidden">: {met ? t('auth.strength.met') : t('auth.strength.unmet')}</span>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
