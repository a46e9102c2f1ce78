import type { Media } from '../../../cms/payload-types'

import { cmsUrl } from './cms'

/** A relation to media arrives as an id at depth 0 and as the document deeper down. */
export function asMedia(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

type SizeName = keyof NonNullable<Media['sizes']>

/** The absolute URL of a media file, or of one of its generated sizes when it exists. */
export function mediaUrl(media: Media, size?: SizeName): string | null {
  const url = (size && media.sizes?.[size]?.url) || media.url
  if (!url) return null
  return url.startsWith('http') ? url : `${cmsUrl()}${url}`
}
