/**
 * What every endpoint of the portal API does with a request before its own work: refuse other
 * sites' state-changing requests, refuse bodies that are too large or not JSON, and answer JSON
 * that is never cached.
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
  if (origin && origin !== url.origin) return json(403, { error: 'Requests from other sites are not accepted.' })
  // Browsers that send no Origin still say where a request came from.
  if (!origin && request.headers.get('sec-fetch-site') === 'cross-site') return json(403, { error: 'Requests from other sites are not accepted.' })
  return null
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response }

/** The request's JSON body, or the 400/413/415 answer that explains what is wrong with it. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!request.headers.get('content-type')?.toLowerCase().includes('application/json')) {
    return { ok: false, response: json(415, { error: 'Send the request as JSON.' }) }
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { ok: false, response: json(413, { error: 'The request is too large.' }) }
  const text = await request.text()
  if (new TextEncoder().encode(text).length > maxBytes) return { ok: false, response: json(413, { error: 'The request is too large.' }) }
  try {
    return { ok: true, body: JSON.parse(text) }
  } catch {
    return { ok: false, response: json(400, { error: 'The request is not valid JSON.' }) }
  }
}

/** Checks shared by every JSON POST/PATCH/DELETE: origin, then the body. */
export async function acceptJson(request: Request, url: URL, maxBytes: number): Promise<JsonBody> {
  const refused = foreignOrigin(request, url)
  if (refused) return { ok: false, response: refused }
  return readJsonBody(request, maxBytes)
}

export const methodNotAllowed = (allowed: string) => () => json(405, { error: `Use ${allowed}.` }, { allow: allowed })
