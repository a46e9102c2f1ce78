import type { Locale } from '@site/i18n'
import { apiRequest, readJson } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'

/**
 * The accounts calls the auth page makes beyond signing in and registering (those live in the
 * session store, which also records the user). Each throws on failure; the caller words it.
 */

type ResultMessage = { success?: unknown; message?: unknown; code?: unknown }

/** A refusal that arrived as a 200 with `success: false`: the server's words, and its code. */
export class RefusalError extends Error {
  override name = 'RefusalError'

  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message)
  }

  static from(result: ResultMessage): RefusalError {
    return new RefusalError(typeof result.message === 'string' ? result.message : '', typeof result.code === 'string' ? result.code : null)
  }
}

/** GET /api/check-email-exists: whether an account uses the address. */
export async function emailExists(email: string): Promise<boolean> {
  const result = await read<{ exists?: unknown }>(`/api/check-email-exists?email=${encodeURIComponent(email)}`)
  return result.exists === true
}

/** POST /api/forgot-password. The language picks the language of the email with the code. */
export async function requestResetCode(email: string, language: Locale): Promise<void> {
  const result = await readJson<ResultMessage>(await apiRequest('POST', '/api/forgot-password', { email, language }))
  // Spec 7: when success is false the message is thrown and shown.
  if (result.success !== true) throw RefusalError.from(result)
}

/** POST /api/reset-password. */
export async function resetPassword(body: { email: string; code: string; newPassword: string }): Promise<void> {
  const result = await readJson<ResultMessage>(await apiRequest('POST', '/api/reset-password', body))
  if (result.success !== true) throw RefusalError.from(result)
}
