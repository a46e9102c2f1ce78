import { describe, expect, it } from 'vitest'

import { clampPage, pageCount, TESTIMONIALS_PER_PAGE, TRIPS_PER_PAGE, wrapPage } from '@site/lib/pager'

describe('carousel paging', () => {
  it('pages six trips two at a time and six testimonials three at a time', () => {
    expect(pageCount(6, TRIPS_PER_PAGE)).toBe(3)
    expect(pageCount(6, TESTIMONIALS_PER_PAGE)).toBe(2)
    expect(pageCount(0, 3)).toBe(1)
  })
  it('clamps the trip carousel at both ends', () => {
    expect(clampPage(-1, 3)).toBe(0)
    expect(clampPage(3, 3)).toBe(2)
  })
  it('wraps hero slides and testimonials both ways', () => {
    expect(wrapPage(5, 5)).toBe(0)
    expect(wrapPage(-1, 5)).toBe(4)
    expect(wrapPage(2, 2)).toBe(0)
  })
})
