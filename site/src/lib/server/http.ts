import { MESSAGES } from '@cms/core/contract/messages'

/**
 * What every route of the portal API does with a request before its own work: refuse other
 * sites' state-changing requests, refuse bodies that are too large, not JSON or not storable,
 * and answer JSON that is never cached.
 */
export const json = (status: number, body: unknown, headers?: HeadersInit) => {
  const response = new Response(JSON.stringify(body), { status, headers })
  response.headers.set('content-type', 'application/json; charset=utf-8')
  response.headers.set('cache-control', 'no-store')
  return response
}

/** A state-changing request from a page of another site (CSRF): refused. */
export function foreignOrigin(request: Request, url: URL): Response | null {
  const origin = request.headers.get('origin')
  if (origin && origin !== url.origin) return json(403, { error: MESSAGES.foreignOrigin })
  // Browsers that send no Origin still say where a request came from.
  if (!origin && request.headers.get('sec-fetch-site') === 'cross-site') return json(403, { error: MESSAGES.foreignOrigin })
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
  const tooLarge = { ok: false as const, response: json(413, { error: MESSAGES.tooLarge }) }
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
    return { ok: false, response: json(400, { error: MESSAGES.bodyUnreadable }) }
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
    return { ok: false, response: json(415, { error: MESSAGES.notJson }) }
  }
  const read = await readCapped(request, maxBytes)
  if (!read.ok) return read
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes))
  } catch {
    return { ok: false, response: json(400, { error: MESSAGES.invalidJson }) }
  }
  // PostgreSQL text cannot hold a NUL character; no form field has a use for one.
  if (depthOf(body) > MAX_DEPTH || JSON.stringify(body).includes('\\u0000')) {
    return { ok: false, response: json(400, { error: MESSAGES.invalidJson }) }
  }
  return { ok: true, body }
}

export const methodNotAllowed = (allowed: string) => () => json(405, { error: `Use ${allowed}.` }, { allow: allowed })

/** A row id from a route's parameter: a positive integer PostgreSQL's `integer` holds, else null. */
export function rowId(param: string | undefined): number | null {
  const id = Number(param)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}
