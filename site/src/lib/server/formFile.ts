import { json, readCapped } from './http'

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
 * kind is 415, too large 413, one without the file 400. The route then judges the bytes.
 */
export async function readFormFile(request: Request, limits: FormFileLimits): Promise<{ ok: true; data: Buffer } | { ok: false; response: Response }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return { ok: false, response: json(415, { error: limits.notMultipart }) }
  const read = await readCapped(request, limits.maxRequestBytes)
  if (!read.ok) return { ok: false, response: json(413, { error: limits.errors.tooLarge }) }
  let form: FormData
  try {
    form = await new Response(read.bytes, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return { ok: false, response: json(400, { error: limits.errors.missing }) }
  }
  const file = form.get(limits.field)
  if (!(file instanceof File) || file.size === 0) return { ok: false, response: json(400, { error: limits.errors.missing }) }
  if (file.size > limits.maxFileBytes) return { ok: false, response: json(413, { error: limits.errors.tooLarge }) }
  return { ok: true, data: Buffer.from(await file.arrayBuffer()) }
}
