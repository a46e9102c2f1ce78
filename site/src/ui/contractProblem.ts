import type { TFunction } from 'i18next'

import { ApiError, serverMessage } from '@site/lib/api/client'

/**
 * What went wrong with a call, in the page's language: the API answers in English with one of a
 * contract's messages, and each has its own string under `{prefix}.error.{code}`; a refusal for
 * too many requests is `{prefix}.error.tooMany`, anything else `{prefix}.error`.
 */
export function contractProblem(
  error: unknown,
  t: TFunction,
  { messages, prefix, values }: { messages: Readonly<Record<string, string>>; prefix: string; values?: Record<string, unknown> },
): string {
  if (error instanceof ApiError && error.status === 429) return t(`${prefix}.error.tooMany`)
  const message = serverMessage(error) ?? ''
  const code = Object.keys(messages).find((key) => messages[key] === message)
  return code ? t(`${prefix}.error.${code}`, values ?? {}) : t(`${prefix}.error`)
}
