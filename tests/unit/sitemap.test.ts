import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { pathnameOfPage } from '@site/integrations/sitemap'

describe('the sitemap of the pages a build holds', () => {
  it('hands each page file to the sitemap as Astro names a built page', () => {
    expect(pathnameOfPage('index.html')).toBe('')
    expect(pathnameOfPage(path.join('en', 'index.html'))).toBe('en/')
    expect(pathnameOfPage(path.join('en', 'yacht', '7', 'index.html'))).toBe('en/yacht/7/')
    expect(pathnameOfPage(path.join('wiki', 'ольхон', 'index.html'))).toBe('wiki/ольхон/')
    expect(pathnameOfPage('404.html')).toBe('404')
  })
})
