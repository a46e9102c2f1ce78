import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Schema and server checks report codes ('emailInvalid'); the field shows `auth.error.<code>`.
 * A code without a string (a newer server check) still shows a sentence, never a raw key.
 */
export function useErrorText(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation()
  return useCallback(
    (code: string | undefined) => {
      if (!code) return undefined
      const key = `auth.error.${code}`
      return i18n.exists(key) ? t(key) : t('auth.error.server')
    },
    [t, i18n],
  )
}
