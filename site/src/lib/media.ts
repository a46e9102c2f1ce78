import type { Media } from '@cms/payload-types'

type SizeName = keyof NonNullable<Media['sizes']>
type GeneratedSize = NonNullable<NonNullable<Media['sizes']>[SizeName]>

/** Every generated size: the record's type fails to compile when the CMS adds one. */
const SIZE_NAMES = Object.keys({ thumbnail: true, card: true, hero: true } satisfies Record<SizeName, true>)

/** The fields of a picture a page shows, and of each of its generated sizes. */
const PICTURE_FIELDS = ['alt', 'filename', 'width', 'height'] as const
const SIZE_FIELDS = ['filename', 'width', 'height'] as const

/**
 * A picture as the site reads it: the fields the CMS sends of a related picture (SHOWN_MEDIA_FIELDS),
 * not its addresses on the CMS, its file sizes or its focal point.
 */
export type ShownMedia = Pick<Media, 'id' | (typeof PICTURE_FIELDS)[number]> & {
  sizes?: { [S in SizeName]?: Pick<GeneratedSize, (typeof SIZE_FIELDS)[number]> | null } | null
}

/**
 * The fields of a related picture the CMS sends the site, as paths (`sizes.card.width`): the site's
 * reads ask for these alone (lib/cms.ts). A yacht's three pictures were 1,869 of its 5,184 bytes
 * at depth 1, a third of a catalogue's list, each with its addresses on the CMS, MIME types, file
 * sizes and focal point, which no page shows.
 */
export const SHOWN_MEDIA_FIELDS: readonly string[] = [...PICTURE_FIELDS, ...SIZE_NAMES.flatMap((size) => SIZE_FIELDS.map((field) => `sizes.${size}.${field}`))]

/** A relation to media arrives as an id at depth 0 and as the document deeper down. */
export function asMedia(value: number | ShownMedia | null | undefined): ShownMedia | null {
  return value && typeof value === 'object' ? value : null
}

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
export function mediaUrl(media: ShownMedia, size?: SizeName): string | null {
  const filename = (size && media.sizes?.[size]?.filename) || media.filename
  return filename ? address(filename) : null
}

/**
 * Every generated size of a picture as a `srcset` (`url 400w, url 800w, …`), narrowest first, so
 * the browser fetches the smallest file that fills the slot on this screen. The sizes differ in
 * aspect ratio (4:3, 3:2, 16:9): whoever shows them crops to one with `object-fit: cover`.
 */
export function mediaSrcset(media: ShownMedia): string | undefined {
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
