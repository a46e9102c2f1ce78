import { afterEach, describe, expect, it } from 'vitest'

import { mediaSrcset, mediaUrl, SHOWN_MEDIA_FIELDS, type ShownMedia } from '@site/lib/media'

const picture = (width: number, sizes: ShownMedia['sizes']): ShownMedia => ({ id: 1, alt: 'Яхта', filename: 'a.webp', width, height: 900, sizes })

afterEach(() => {
  delete process.env.MEDIA_URL
})

describe('responsive pictures', () => {
  it('offer every generated size, narrowest first, from the site’s own /media/', () => {
    const srcset = mediaSrcset(
      picture(2400, {
        hero: { filename: 'a-1920.webp', width: 1920 },
        thumbnail: { filename: 'a-400.webp', width: 400 },
        card: { filename: 'a-800.webp', width: 800 },
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
  it('are asked of the CMS by the fields the pages read: every size’s file and dimensions, no CMS address', () => {
    expect(SHOWN_MEDIA_FIELDS).toEqual(expect.arrayContaining(['alt', 'filename', 'width', 'height', 'sizes.thumbnail.filename', 'sizes.card.width', 'sizes.hero.height']))
    expect(SHOWN_MEDIA_FIELDS.some((field) => field.endsWith('url') || field.endsWith('URL'))).toBe(false)
  })
})
