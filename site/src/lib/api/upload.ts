import { ApiError, isJsonType, NOT_JSON_MESSAGE, wroteData } from './client'

/**
 * A form with a file, sent with upload progress (fetch cannot report it; a 5 MB photo over a
 * mobile connection takes long enough that the visitor must see it move). Fails exactly as
 * `apiRequest` does: an ApiError reading '{status}: {body}', or the not-JSON error.
 */
export function uploadForm<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status >= 300) {
        const retryAfter = Number.parseInt(request.getResponseHeader('retry-after') ?? '', 10)
        reject(new ApiError(request.status, request.responseText, request.statusText, Number.isFinite(retryAfter) ? retryAfter : null))
        return
      }
      if (!isJsonType(request.getResponseHeader('content-type'))) {
        reject(new Error(NOT_JSON_MESSAGE))
        return
      }
      wroteData()
      try {
        resolve(JSON.parse(request.responseText) as T)
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')))
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')))
    request.send(form)
  })
}
