import type { TFunction } from 'i18next'

import { ApiError, serverCode } from '@site/lib/api/client'

/**
 * What went wrong with a call, in the page's language, decided by the answer's `code` alone: the
 * codes the island knows (the keys of a contract's `messages`, and any further `codes`) each have
 * their words under `{prefix}.error.{code}` in every language; a refusal for too many requests is
 * `{prefix}.error.tooMany`, anything else `{prefix}.error`.
 */
export function contractProblem(
  error: unknown,
  t: TFunction,
  { messages = {}, codes = [], prefix, values }: { messages?: Readonly<Record<string, string>>; codes?: readonly string[]; prefix: string; values?: Record<string, unknown> },
): string {
  if (error instanceof ApiError && error.status === 429) return t(`${prefix}.error.tooMany`)
  const code = serverCode(error)
  const known = code !== null && (Object.hasOwn(messages, code) || codes.includes(code))
  return known ? t(`${prefix}.error.${code}`, values ?? {}) : t(`${prefix}.error`)
}
