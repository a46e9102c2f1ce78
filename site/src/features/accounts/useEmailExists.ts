import { useCallback, useRef, useState } from 'react'

import { ApiError } from '@site/lib/api/client'
import { emailSchema } from '@cms/features/accounts/contract/auth'
import { emailExists } from './authApi'

export type EmailCheckStatus = 'checking' | 'exists' | 'absent'

type Checked = { email: string; status: EmailCheckStatus }

/** The address as the server compares it (the schema trims and lower-cases it). */
function normalize(value: string): string {
  return value.trim().toLowerCase()
}

/**
 * The email-exists check of spec 4.2: run when an email field loses focus, and again on submit
 * (the same answer, asked once), so Enter without leaving the field is blocked just the same.
 * A result is kept with the address it is about, so an answer for an address the user has since
 * changed never blocks the new one, and an answer that arrives after a newer check is dropped.
 * A failed check blocks nothing (spec 7, 8); the server refuses at submit.
 */
export function useEmailExists() {
  const [checked, setChecked] = useState<Checked | null>(null)
  const latest = useRef(0)
  const answers = useRef(new Map<string, boolean>())
  const inFlight = useRef(new Map<string, Promise<boolean | null>>())

  /** Checks the address when it is a valid one; resolves to the answer, or null for none. */
  const check = useCallback((value: string): Promise<boolean | null> => {
    const id = ++latest.current
    const parsed = emailSchema.safeParse(value)
    if (!parsed.success) {
      setChecked(null)
      return Promise.resolve(null)
    }
    const email = parsed.data
    const known = answers.current.get(email)
    if (known !== undefined) {
      setChecked({ email, status: known ? 'exists' : 'absent' })
      return Promise.resolve(known)
    }
    setChecked({ email, status: 'checking' })
    let request = inFlight.current.get(email)
    if (!request) {
      request = emailExists(email)
        .then(
          (exists) => {
            answers.current.set(email, exists)
            return exists
          },
          (error: unknown) => {
            // Spec 7: a refusal (400, 429 …) is ignored; only a failure to get an answer is logged.
            if (!(error instanceof ApiError)) console.error('Email check failed', error)
            return null
          },
        )
        .finally(() => inFlight.current.delete(email))
      inFlight.current.set(email, request)
    }
    return request.then((exists) => {
      if (id === latest.current) setChecked(exists === null ? null : { email, status: exists ? 'exists' : 'absent' })
      return exists
    })
  }, [])

  /** The check's state for the address now in the field; null when it is about another one. */
  const statusFor = useCallback((value: string): EmailCheckStatus | null => (checked && checked.email === normalize(value) ? checked.status : null), [checked])

  /** Records what a refused submit revealed (a 409: the address is taken). */
  const markExists = useCallback((value: string) => {
    const email = normalize(value)
    latest.current++
    answers.current.set(email, true)
    setChecked({ email, status: 'exists' })
  }, [])

  return { check, statusFor, markExists }
}
