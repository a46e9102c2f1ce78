import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

export type ImageLimits = { maxBytes: number; maxPixels: number; maxSide: number }

const IMAGE_ERRORS = {
  tooLarge: (maxBytes: number) => `The file is too large; the limit is ${maxBytes / 1024 / 1024} MB.`,
  tooManyPixels: (limits: ImageLimits) => `The picture is too large: at most ${limits.maxSide} pixels a side and ${Math.round(limits.maxPixels / 1_000_000)} megapixels.`,
  unreadable: 'The file is not a picture that can be read.',
} as const

/**
 * Before an upload is resized: its size in bytes, then its dimensions from the image header
 * alone (nothing decoded), so a small file that would expand to billions of pixels (a
 * decompression bomb) is refused at the cost of reading a few bytes. Applies at every door: the
 * HTTP layer's limits do not cover files handed to the Local API.
 */
export function imageLimits(limits: ImageLimits): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || !req.file) return args
    if (req.file.size > limits.maxBytes) throw new APIError(IMAGE_ERRORS.tooLarge(limits.maxBytes), 413, { code: 'tooLarge' }, true)
    let width = 0
    let height = 0
    try {
      const metadata = await sharp(req.file.data, { limitInputPixels: false }).metadata()
      width = metadata.width ?? 0
      height = metadata.height ?? 0
    } catch {
      throw new APIError(IMAGE_ERRORS.unreadable, 415, { code: 'unreadable' }, true)
    }
    if (width <= 0 || height <= 0) throw new APIError(IMAGE_ERRORS.unreadable, 415, { code: 'unreadable' }, true)
    if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
      throw new APIError(IMAGE_ERRORS.tooManyPixels(limits), 413, { code: 'tooManyPixels' }, true)
    }
    return args
  }
}
