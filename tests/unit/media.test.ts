import { describe, expect, it } from 'vitest'

import type { Media } from '@cms/payload-types'
import { mediaSrcset } from '@site/lib/media'

const picture = (width: number, sizes: Media['sizes']): Media =>
  ({ id: 1, alt: 'Яхта', url: '/api/media/file/a.webp', width, height: 900, sizes, updatedAt: '', createdAt: '' }) as Media

describe('responsive pictures', () => {
  it('offer every generated size, narrowest first', () => {
    const srcset = mediaSrcset(
      picture(2400, {
        hero: { url: '/api/media/file/a-1920.webp', width: 1920 },
        thumbnail: { url: '/api/media/file/a-400.webp', width: 400 },
        card: { url: '/api/media/file/a-800.webp', width: 800 },
      }),
    )
    expect(srcset?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '800w', '1920w'])
    expect(srcset).toMatch(/^https?:\/\/[^ ]+\/api\/media\/file\/a-400\.webp 400w/)
  })
  it('add the upload itself when it is wider than every size Payload made (it never enlarges)', () => {
    const srcset = mediaSrcset(picture(1600, { thumbnail: { url: '/t.webp', width: 400 }, card: { url: '/c.webp', width: 800 }, hero: { url: null, width: null } }))
    expect(srcset?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '800w', '1600w'])
  })
  it('offer no choice for a picture with one file', () => {
    expect(mediaSrcset(picture(300, {}))).toBeUndefined()
  })
})
