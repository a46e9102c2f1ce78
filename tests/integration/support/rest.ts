/**
 * Calls to the CMS's REST API as an outside client would make them, through the test server's
 * door (support/cmsServer.ts): each names its visitor address with X-Forwarded-For.
 */
export type RestCall = { method?: string; body?: unknown; raw?: BodyInit; contentType?: string; token?: string | null; address?: string; headers?: Record<string, string> }
export type RestAnswer = { status: number; json: Record<string, unknown>; headers: Headers; ms: number }

export function restClient(baseUrl: () => string) {
  return async function rest(path: string, { method, body, raw, contentType, token, address = '10.200.0.1', headers = {} }: RestCall = {}): Promise<RestAnswer> {
    const requestHeaders: Record<string, string> = { 'x-forwarded-for': address, ...headers }
    if (token) requestHeaders.authorization = `JWT ${token}`
    if (body !== undefined) requestHeaders['content-type'] = 'application/json'
    if (contentType) requestHeaders['content-type'] = contentType
    const started = performance.now()
    const response = await fetch(`${baseUrl()}${path}`, {
      method: method ?? (body === undefined && raw === undefined ? 'GET' : 'POST'),
      headers: requestHeaders,
      body: raw ?? (body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)),
      duplex: 'half',
    } as RequestInit)
    const text = await response.text()
    const ms = performance.now() - started
    let json: Record<string, unknown> = {}
    try {
      json = JSON.parse(text) as Record<string, unknown>
    } catch {
      json = { raw: text }
    }
    return { status: response.status, json, headers: response.headers, ms }
  }
}

/** Each test file starts its addresses at a random place, so files never share a visitor's limits. */
let addressCounter = Math.floor(Math.random() * 16_000_000)
/** A visitor address of its own, so one test's per-visitor limits never touch another's. */
export const newAddress = () => {
  addressCounter = (addressCounter + 1) % 16_777_216
  return `10.${addressCounter >> 16}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}
