import { describe, expect, it } from 'vitest'

import { nextHeaderState, showScrollToTop } from '@site/lib/headerState'

const shown = { hidden: false, compact: false }

describe('header on scroll (spec 2.2)', () => {
  it('is shown and full-size under 50 px', () => {
    expect(nextHeaderState({ hidden: true, compact: true }, 200, 40)).toEqual(shown)
  })
  it('stays shown while scrolling down until past 100 px, compact beyond 50 px', () => {
    expect(nextHeaderState(shown, 40, 90)).toEqual({ hidden: false, compact: true })
    expect(nextHeaderState(shown, 90, 101)).toEqual({ hidden: true, compact: true })
  })
  it('shows again, compact, when scrolling up past 50 px', () => {
    expect(nextHeaderState({ hidden: true, compact: true }, 400, 300)).toEqual({ hidden: false, compact: true })
  })
})

describe('scroll-to-top button', () => {
  it('appears after 400 px', () => {
    expect(showScrollToTop(400)).toBe(false)
    expect(showScrollToTop(401)).toBe(true)
  })
})
