import { afterEach, describe, expect, it } from 'vitest'

import type { Media } from '@cms/payload-types'
import { mediaSrcset, mediaUrl } from '@site/lib/media'

const picture = (width: number, sizes: Media['sizes']): Media =>
  ({ id: 1, alt: 'Яхта', url: '/api/media/file/a.webp', filename: 'a.webp', width, height: 900, sizes, updatedAt: '', createdAt: '' }) as Media

afterEach(() => {
  delete process.env.MEDIA_URL
})

describe('responsive pictures', () => {
  it('offer every generated size, narrowest first, from the site’s own /media/', () => {
    const srcset = mediaSrcset(
      picture(2400, {
        hero: { url: '/api/media/file/a-1920.webp', filename: 'a-1920.webp', width: 1920 },
        thumbnail: { url: '/api/media/file/a-400.webp', filename: 'a-400.webp', width: 400 },
        card: { url: '/api/media/file/a-800.webp', filename: 'a-800.webp', width: 800 },
      }),
    )
    expect(srcset).toBe('/media/a-400.webp 400w, /media/a-800.webp 800w, /media/a-1920.webp 1920w')
  })
  it('add the upload itself when it is wider than every size Payload made (it never enlarges)', () => {
    const srcset = mediaSrcset(picture(1600, { thumbnail: { filename: 't.webp', width: 400 }, card: { filename: 'c.webp', width: 800 }, hero: { filename: null, width: null } }))
    expect(srcset?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '800w', '1600w'])
  })
  it('offer no choice for a picture with one file', () => {
    expect(mediaSrcset(picture(300, {}))).toBeUndefined()
  })
  it('address a size, or the upload when the size was not made; a CDN’s address when MEDIA_URL names one', () => {
    const media = picture(1600, { thumbnail: { filename: 'a 400.webp', width: 400 }, hero: { filename: null, width: null } })
    expect(mediaUrl(media, 'thumbnail')).toBe('/media/a%20400.webp')
    expect(mediaUrl(media, 'hero')).toBe('/media/a.webp')
    process.env.MEDIA_URL = 'https://cdn.example.com/pictures/'
    expect(mediaUrl(media)).toBe('https://cdn.example.com/pictures/a.webp')
  })
})
