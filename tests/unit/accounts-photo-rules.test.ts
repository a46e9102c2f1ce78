import { describe, expect, it } from 'vitest'

import { photoFormat } from '@cms/core/uploads/imageSignature'
import { MAX_PHOTO_BYTES, photoProblem } from '@cms/features/accounts/contract/photoRules'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('photoFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(photoFormat(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(photoFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(photoFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('image/webp')
  })

  it('refuses anything else, whatever it is called', () => {
    expect(photoFormat(new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).toBeNull()
    expect(photoFormat(new TextEncoder().encode('GIF89a'))).toBeNull()
    // A RIFF file that is not WebP (a WAV sound).
    expect(photoFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull()
    expect(photoFormat(bytes(0xff, 0xd8))).toBeNull()
    expect(photoFormat(bytes())).toBeNull()
  })
})

describe('photoProblem', () => {
  it('accepts the three picture types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(photoProblem({ type, size: MAX_PHOTO_BYTES })).toBeNull()
    expect(MAX_PHOTO_BYTES).toBe(5 * 1024 * 1024)
  })

  it('names the type first, then the size', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 })).toBe('type')
    expect(photoProblem({ type: '', size: MAX_PHOTO_BYTES + 1 })).toBe('type')
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('size')
  })
})
