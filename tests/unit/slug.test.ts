import { describe, expect, it } from 'vitest'

import { slugify } from '@cms/core/fields/slug'

describe('slugify', () => {
  it('transliterates Russian and keeps Latin letters and digits', () => {
    expect(slugify('Остров Ольхон')).toBe('ostrov-olkhon')
    expect(slugify('Baikal Star 2')).toBe('baikal-star-2')
  })
  it('collapses punctuation and trims hyphens', () => {
    expect(slugify('  «Малое море» — 3 дня!  ')).toBe('maloe-more-3-dnya')
  })
})
