import type { InputHTMLAttributes } from 'react'

import styles from './kit.module.css'

type Props = {
  /** The input's id; its error's id is derived from it. */
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'disabled'>

/**
 * A labelled input with its error under it, tied to it for screen readers (aria-invalid,
 * aria-describedby): the one field the islands' forms (card, donation, insurance) are made of.
 */
export function TextField({ id, label, value, onChange, error, disabled, ...extra }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        {...extra}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
