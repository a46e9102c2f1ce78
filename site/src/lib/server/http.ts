import { MESSAGES } from '@cms/core/contract/messages'

/** The statuses of a call that did what was asked; every other answer of the portal API is a refusal. */
type SuccessStatus = 200 | 201 | 204

/**
 * A refusal's body: a stable `code`, a short camelCase identifier the islands translate (never
 * the words), beside its `error` words and whatever else it carries (per-field `errors`, the
 * nearest free dates …). A contract's refusal's code is the key its words are kept under.
 */
type RefusalBody = { code: string } & Record<string, unknown>

type BodyFor<S extends number> = [S] extends [SuccessStatus] ? unknown : RefusalBody

/**
 * What every route of the portal API does with a request before its own work: refuse other
 * sites' state-changing requests, refuse bodies that are too large, not JSON or not storable,
 * and answer JSON that is never cached. An answer whose status may be a refusal must name its
 * code: the type says so, so no refusal leaves without one.
 */
export const json = <S extends number>(status: S, body: BodyFor<S>, headers?: HeadersInit) => jsonAnswer(status, body, headers)

function jsonAnswer(status: number, body: unknown, headers?: HeadersInit): Response {
  const text = JSON.stringify(body)
  const response = new Response(text, { status, headers })
  response.headers.set('content-type', 'application/json; charset=utf-8')
  response.headers.set('cache-control', 'no-store')
  // With its length known the answer leaves in one write, not chunked with a closing chunk of its own.
  response.headers.set('content-length', String(Buffer.byteLength(text)))
  return response
}

/** Words a contract keeps for its refusals, each under the key that is its code. */
type RefusalMessages<Code extends string> = Readonly<Record<Code, string>>

/**
 * The refusals worded by one contract's messages: `{ ...extra, error: messages[code], code }`, the
 * code being the key the words are kept under, so that words and code never drift apart.
 */
export const refusalsOf =
  <const Code extends string>(messages: RefusalMessages<Code>) =>
  (status: number, code: Code, extra: Record<string, unknown> = {}, headers?: HeadersInit) =>
    json(status, { ...extra, error: messages[code], code }, headers)

/** A refusal in the shared MESSAGES' words (cms/core/contract/messages.ts). */
export const refusal = refusalsOf(MESSAGES)

/**
 * The refusals whose whole body spec 7 fixes and the accounts tests pin as `{ error }` alone
 * (tests/integration/accounts.test.ts, "the account API as a browser calls it"): the wrong password and a
 * request from another site. They keep that body, so they alone carry no `code`; the sign-in form
 * tells the wrong password by its 401, and a page of this site never sends another's origin.
 */
export const pinnedRefusal = (status: 401 | 403, words: 'invalidCredentials' | 'foreignOrigin') => jsonAnswer(status, { error: MESSAGES[words] })

/** A state-changing request from a page of another site (CSRF): refused. */
export function foreignOrigin(request: Request, url: URL): Response | null {
  const origin = request.headers.get('origin')
  if (origin && origin !== url.origin) return pinnedRefusal(403, 'foreignOrigin')
  // Browsers that send no Origin still say where a request came from.
  if (!origin && request.headers.get('sec-fetch-site') === 'cross-site') return pinnedRefusal(403, 'foreignOrigin')
  return null
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response }

/** Deeper than any form's body: JSON nested further is an attack on the parser, not a form. */
const MAX_DEPTH = 16

function depthOf(value: unknown, depth = 0): number {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return depth
  let deepest = depth
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, depth + 1))
  return deepest
}

/**
 * The request's body as text, read no further than `maxBytes`: the declared length is checked
 * first, and a body sent without one (chunked) is cut off as soon as it passes the limit.
 */
export async function readCapped(request: Request, maxBytes: number): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; response: Response }> {
  const tooLarge = { ok: false as const, response: refusal(413, 'tooLarge') }
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return tooLarge
      }
      chunks.push(value)
    }
  } catch {
    // The client went away mid-body, or the server's own cap cut it off.
    return { ok: false, response: refusal(400, 'bodyUnreadable') }
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** The request's JSON body, or the 400/413/415 answer that explains what is wrong with it. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type')?.trim() ?? '')) {
    return { ok: false, response: refusal(415, 'notJson') }
  }
  const read = await readCapped(request, maxBytes)
  if (!read.ok) return read
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes))
  } catch {
    return { ok: false, response: refusal(400, 'invalidJson') }
  }
  // PostgreSQL text cannot hold a NUL character; no form field has a use for one.
  if (depthOf(body) > MAX_DEPTH || JSON.stringify(body).includes('\\u0000')) {
    return { ok: false, response: refusal(400, 'invalidJson') }
  }
  return { ok: true, body }
}

export const methodNotAllowed = (allowed: string) => () => json(405, { error: `Use ${allowed}.`, code: 'methodNotAllowed' }, { allow: allowed })

/** A row id from a route's parameter: a positive integer PostgreSQL's `integer` holds, else null. */
export function rowId(param: string | undefined): number | null {
  const id = Number(param)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}
