import type { Media } from '@cms/payload-types'

import { cmsUrl } from './cms'

/** A relation to media arrives as an id at depth 0 and as the document deeper down. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

type SizeName = keyof NonNullable<Media['sizes']>

/** The CMS serves its files under its own origin; Payload answers with paths. */
const absolute = (url: string) => (url.startsWith('http') ? url : `${cmsUrl()}${url}`)

/** The absolute URL of a media file, or of one of its generated sizes when it exists. */
export function mediaUrl(media: Media, size?: SizeName): string | null {
  const url = (size && media.sizes?.[size]?.url) || media.url
  return url ? absolute(url) : null
}

/**
 * Every generated size of a picture as a `srcset` (`url 400w, url 800w, …`), narrowest first, so
 * the browser fetches the smallest file that fills the slot on this screen. The sizes differ in
 * aspect ratio (4:3, 3:2, 16:9): whoever shows them crops to one with `object-fit: cover`.
 */
export function mediaSrcset(media: Media): string | undefined {
  const generated = Object.values(media.sizes ?? {}).filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
  const widest = Math.max(0, ...generated.map((size) => size.width))
  // Payload does not enlarge: a 1600 px upload gets no 1920 px size, and is itself the widest.
  // An upload that got every size is not offered: the widest size is wide enough.
  const skippedSize = Object.values(media.sizes ?? {}).some((size) => size && !size.url)
  const original = skippedSize && media.url && media.width && media.width > widest ? [{ url: media.url, width: media.width }] : []
  const candidates = [...generated, ...original].sort((a, b) => a.width - b.width).map((size) => `${absolute(size.url)} ${size.width}w`)
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
