import { json, readCapped, refusalsOf } from './http'

export type FormFileLimits = {
  /** The whole request: the file and room for the multipart framing around it. */
  maxRequestBytes: number
  maxFileBytes: number
  errors: { missing: string; tooLarge: string }
  /** What the form calls the file (its field), and the refusal's words for a body of another kind. */
  field: string
  notMultipart: string
}

/**
 * The one file of a multipart/form-data upload, read no further than the limit: a body of another
 * kind is 415 `notMultipart`, too large 413 `tooLarge`, one without the file 400 `missing`. The
 * route then judges the bytes.
 */
export async function readFormFile(request: Request, limits: FormFileLimits): Promise<{ ok: true; data: Buffer } | { ok: false; response: Response }> {
  const refused = refusalsOf(limits.errors)
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return { ok: false, response: json(415, { error: limits.notMultipart, code: 'notMultipart' }) }
  const read = await readCapped(request, limits.maxRequestBytes)
  if (!read.ok) return { ok: false, response: refused(413, 'tooLarge') }
  let form: FormData
  try {
    form = await new Response(read.bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { ok: false, response: refused(400, 'missing') }
  }
  const file = form.get(limits.field)
  if (!(file instanceof File) || file.size === 0) return { ok: false, response: refused(400, 'missing') }
  if (file.size > limits.maxFileBytes) return { ok: false, response: refused(413, 'tooLarge') }
  return { ok: true, data: Buffer.from(await file.arrayBuffer()) }
}
