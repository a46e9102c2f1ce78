/**
 * Requests to the CMS's REST API that are malformed before Payload sees them: answered 400/415
 * at the door, because Payload would turn them into a 500 (a query parameter given twice becomes
 * an array, a NUL byte reaches PostgreSQL, a body that is neither JSON nor a form).
 */
export type Refusal = { status: number; message: string }

const NUMERIC_PARAMETERS = ['limit', 'page', 'depth'] as const
const BODY_TYPES = /^(application\/json|multipart\/form-data)\b/i
/** The one door that takes a plain form: mail clients' one-click unsubscribing (RFC 8058) posts `List-Unsubscribe=One-Click`. */
const FORM_PATHS = new Set(['/api/newsletter-subscribers/one-click'])
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i

export function refuseMalformedApiRequest(
  method: string,
  rawUrl: string,
  headers: { 'content-type'?: string; 'content-length'?: string; 'transfer-encoding'?: string },
): Refusal | null {
  if (!rawUrl.startsWith('/api/') && rawUrl !== '/api') return null
  if (/%00|\u0000/i.test(rawUrl)) return { status: 400, message: 'The address contains a NUL character.' }
  let url: URL
  try {
    url = new URL(rawUrl, 'http://cms.invalid')
    decodeURIComponent(url.pathname)
  } catch {
    return { status: 400, message: 'The address is not valid.' }
  }
  for (const name of NUMERIC_PARAMETERS) {
    const values = url.searchParams.getAll(name)
    const bracketed = [...url.searchParams.keys()].some((key) => key.startsWith(`${name}[`))
    if (bracketed || values.length > 1) return { status: 400, message: `"${name}" must be given once.` }
    if (values.length === 1 && !/^\d{1,9}$/.test(values[0]!)) return { status: 400, message: `"${name}" must be a whole number, 0 or more.` }
  }
  const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined
  const type = headers['content-type']?.trim() ?? ''
  if (hasBody && ['POST', 'PATCH', 'PUT'].includes(method) && !BODY_TYPES.test(type) && !(FORM_PATHS.has(url.pathname) && FORM_TYPE.test(type))) {
    return { status: 415, message: 'Send JSON or a multipart form.' }
  }
  return null
}
