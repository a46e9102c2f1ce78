import type { Media } from '@cms/payload-types'

/** A relation to media arrives as an id at depth 0 and as the document deeper down. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

type SizeName = keyof NonNullable<Media['sizes']>

/**
 * Where pictures are served: the site's own /media/ (the site server, and the proxy in production,
 * serve the media folder's files), or MEDIA_URL, a CDN's address in front of them, when set. One
 * origin for pages and pictures: no second connection, and the service worker keeps them.
 */
function mediaBase(): string {
  return (process.env.MEDIA_URL || '/media').replace(/\/$/, '')
}

const address = (filename: string) => `${mediaBase()}/${encodeURIComponent(filename)}`

/** The address of a media file, or of one of its generated sizes when it exists. */
export function mediaUrl(media: Media, size?: SizeName): string | null {
  const filename = (size && media.sizes?.[size]?.filename) || media.filename
  return filename ? address(filename) : null
}

/**
 * Every generated size of a picture as a `srcset` (`url 400w, url 800w, …`), narrowest first, so
 * the browser fetches the smallest file that fills the slot on this screen. The sizes differ in
 * aspect ratio (4:3, 3:2, 16:9): whoever shows them crops to one with `object-fit: cover`.
 */
export function mediaSrcset(media: Media): string | undefined {
  const generated = Object.values(media.sizes ?? {}).filter((size): size is { filename: string; width: number } => Boolean(size?.filename && size.width))
  const widest = Math.max(0, ...generated.map((size) => size.width))
  // Payload does not enlarge: a 1600 px upload gets no 1920 px size, and is itself the widest.
  // An upload that got every size is not offered: the widest size is wide enough.
  const skippedSize = Object.values(media.sizes ?? {}).some((size) => size && !size.filename)
  const original = skippedSize && media.filename && media.width && media.width > widest ? [{ filename: media.filename, width: media.width }] : []
  const candidates = [...generated, ...original].sort((a, b) => a.width - b.width).map((size) => `${address(size.filename)} ${size.width}w`)
  return candidates.length > 1 ? candidates.join(', ') : undefined
}

/** `sizes` for the slots pictures fill: a card in the 1/2/3-column grid, half the page, or its width. */
export const IMAGE_SLOTS = {
  card: '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw',
  half: '(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw',
  wide: '(min-width: 1200px) 1150px, 100vw',
  full: '100vw',
} as const
export type ImageSlot = keyof typeof IMAGE_SLOTS
