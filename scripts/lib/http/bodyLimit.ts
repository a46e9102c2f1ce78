import type { IncomingMessage, ServerResponse } from 'node:http'

import { JsonShapeWatcher } from './jsonShape'

/**
 * Guards a request body while it streams, not only by its declared Content-Length: a chunked body
 * without one is cut off the moment it passes `maxBytes` (413), and a JSON body that is not an
 * object or is nested absurdly deep is refused (400), both with the connection closed. The body
 * is watched where Node's HTTP parser hands it to the request (its `push`), so whoever reads it
 * later (Next, Payload) reads it unchanged. Returns false when the request was refused before
 * anything was read.
 */
export function capRequestBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): boolean {
  const refuse = (status: number, message: string) => {
    if (res.headersSent) return
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
    res.end(JSON.stringify({ errors: [{ message }] }))
  }
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    refuse(413, 'The request is too large.')
    req.resume()
    return false
  }
  const json = /^application\/json\b/i.test(req.headers['content-type'] ?? '') ? new JsonShapeWatcher() : null
  let seen = 0
  const push = req.push.bind(req)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk !== null && chunk !== undefined) {
      const bytes = chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk), encoding)
      seen += bytes.byteLength
      json?.feed(bytes)
      const problem: [number, string] | null = seen > maxBytes ? [413, 'The request is too large.'] : json?.problem ? [400, json.problem] : null
      if (problem) {
        refuse(problem[0], problem[1])
        req.destroy()
        return false
      }
    }
    return push(chunk, encoding)
  }
  return true
}
