import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { pathnameOfPage } from '@site/integrations/builtPages'
import { isUnlistedPage } from '@site/lib/unlistedPages'

describe('the sitemap of the pages a build holds', () => {
  it('hands each page file to the sitemap as Astro names a built page', () => {
    expect(pathnameOfPage('index.html')).toBe('')
    expect(pathnameOfPage(path.join('en', 'index.html'))).toBe('en/')
    expect(pathnameOfPage(path.join('en', 'yacht', '7', 'index.html'))).toBe('en/yacht/7/')
    expect(pathnameOfPage(path.join('wiki', 'ольхон', 'index.html'))).toBe('wiki/ольхон/')
    expect(pathnameOfPage('404.html')).toBe('404')
  })
})

describe('the pages no search engine should list', () => {
  it('are the members’ and the staff’s own pages and the steps of a flow, in both languages', () => {
    for (const pathname of [
      '/auth',
      '/en/account/',
      '/admin',
      '/en/admin/content/sandbox',
      '/owner/dashboard',
      '/en/user/dashboard',
      '/content/create',
      '/events/create',
      '/messages',
      '/payment-test',
      '/newsletter/unsubscribe',
      '/service-company',
    ])
      expect(isUnlistedPage(pathname), pathname).toBe(true)
  })

  it('are not the pages of the catalogue and the lake', () => {
    for (const pathname of ['/', '/en/', '/yachts', '/en/yacht/7', '/events', '/events/3', '/wiki/baikal-winds', '/services', '/crew-showcase', '/administration'])
      expect(isUnlistedPage(pathname), pathname).toBe(false)
  })
})
