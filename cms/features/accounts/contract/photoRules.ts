/**
 * What a profile photo may be. Shared by the CMS (which enforces it), the site's API and the
 * account page (which explain it before anything is sent).
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024

/** A request carrying one photo: the picture and room for the multipart framing around it. */
export const MAX_PHOTO_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Any phone camera's picture fits (a 50 MP sensor is 8,160 × 6,120); a decompression bomb does not. */
export const MAX_PHOTO_SIDE = 10_000
export const MAX_PHOTO_PIXELS = 50_000_000

/** The API's answers when a photo breaks the rules (the account page shows its own translations). */
export const PHOTO_ERRORS = {
  missing: 'Choose a picture to upload.',
  tooLarge: `The photo is too large; the limit is ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  wrongType: 'The photo must be a JPEG, PNG or WebP picture.',
} as const

/**
 * What is wrong with a file chosen as a photo, judged by what the browser says of it (the CMS
 * then judges the bytes): 'type', 'size', or null when it may be sent.
 */
export function photoProblem(file: { size: number; type: string }): 'type' | 'size' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > MAX_PHOTO_BYTES) return 'size'
  return null
}
