/**
 * How the browser talks to the portal API (spec 7): cookies on every call, JSON in and out, any
 * non-success reply turned into an error reading '{status}: {body}'. One place, so every form
 * and store fails the same way and shows the same messages.
 */

/** The user as the portal API returns it (one definition, shared with the CMS side). */
export type { PortalUser } from '@cms/features/accounts/contract/portalUser'

export const NOT_JSON_MESSAGE = 'Server returned HTML instead of JSON - authentication issue?'

export class ApiError extends Error {
  override name = 'ApiError'

  constructor(
    readonly status: number,
    /** The reply body as text, '' when there was none. */
    readonly body: string,
    statusText: string,
    /** Seconds from a 429's Retry-After header, null when absent. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${body || statusText}`)
  }

  /** Builds the error from a failed reply, reading its body. */
  static async from(response: Response): Promise<ApiError> {
    const body = await response.text().catch(() => '')
    const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10)
    return new ApiError(response.status, body, response.statusText, Number.isFinite(retryAfter) ? retryAfter : null)
  }

  /** The body parsed as JSON, or null when it is not JSON. */
  get data(): unknown {
    try {
      return JSON.parse(this.body) as unknown
    } catch {
      return null
    }
  }
}

/**
 * What the server said in words: the `error` or `message` of an ApiError's JSON body, or null.
 * Toasts show it and fall back to their own text ('Invalid credentials' …) without it.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const data = error.data
  if (!data || typeof data !== 'object') return null
  const { error: text, message } = data as { error?: unknown; message?: unknown }
  if (typeof text === 'string' && text) return text
  return typeof message === 'string' && message ? message : null
}

/**
 * The refusal's `code` in an ApiError's JSON body, or null. Every refusal of the portal API names
 * one (site/src/lib/server/http.ts): islands decide what went wrong by it, never by the words.
 */
export function serverCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const code = (error.data as { code?: unknown } | null)?.code
  return typeof code === 'string' && code ? code : null
}

/** Field → error code from a 400 reply's `errors`, e.g. to put server checks under form fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const errors = (error.data as { errors?: unknown } | null)?.errors
  if (!errors || typeof errors !== 'object') return {}
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const writeListeners = new Set<() => void>()

/** Calls `listener` after every write (the read cache forgets its answers then). */
export function onWrite(listener: () => void): void {
  writeListeners.add(listener)
}

/** Says a write happened, for writes made otherwise than through apiRequest (uploads, sign-out). */
export function wroteData(): void {
  for (const listener of writeListeners) listener()
}

/**
 * One call with cookies. A plain value goes as JSON; FormData (the photo upload) goes as it is,
 * so the browser writes the multipart boundary. Resolves with the reply when it is a success.
 */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } }
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' }
    init.body = JSON.stringify(body)
  }
  const response = await fetch(path, init)
  if (!response.ok) throw await ApiError.from(response)
  if (method !== 'GET') wroteData()
  return response
}

/** application/json, or a JSON-based type such as application/problem+json. */
export function isJsonType(contentType: string | null): boolean {
  return /^application\/([\w.+-]+\+)?json\b/i.test((contentType ?? '').trim())
}

/**
 * The JSON of a success reply. An HTML page where JSON was expected usually means a proxy or
 * login page answered instead of the API, so it is an error rather than a parse failure.
 */
export async function readJson<T = unknown>(response: Response): Promise<T> {
  if (!isJsonType(response.headers.get('content-type'))) throw new Error(NOT_JSON_MESSAGE)
  return (await response.json()) as T
}

export type QueryKey = string | readonly (string | number)[]

/** The URL of a load: the key itself, or its parts joined by slashes. */
export function keyUrl(key: QueryKey): string {
  return typeof key === 'string' ? key : key.map(String).join('/')
}

/**
 * A load (GET). A 401 is an error unless the caller says it means "signed out" (`on401: 'null'`,
 * the current-user call).
 */
export function getJson<T>(key: QueryKey, options: { on401: 'null' }): Promise<T | null>
export function getJson<T>(key: QueryKey, options?: { on401?: 'throw' }): Promise<T>
export async function getJson<T>(key: QueryKey, options: { on401?: 'null' | 'throw' } = {}): Promise<T | null> {
  const response = await fetch(keyUrl(key), { credentials: 'include', headers: { Accept: 'application/json' } })
  if (response.status === 401 && options.on401 === 'null') {
    await response.body?.cancel()
    return null
  }
  if (!response.ok) throw await ApiError.from(response)
  return readJson<T>(response)
}
