import { describe, expect, it } from 'vitest'

import { redirectPath } from '@cms/features/publishing/redirects/redirectPath'

describe('redirectPath', () => {
  it('keeps a path on this site as the canonical links write it', () => {
    expect(redirectPath(' /wiki/old-name/ ')).toBe('/wiki/old-name')
    expect(redirectPath('/en/wiki/old-name?utm=x#top')).toBe('/en/wiki/old-name')
    expect(redirectPath('/')).toBe('/')
    expect(redirectPath('/en')).toBe('/en/')
    expect(redirectPath('/en/')).toBe('/en/')
  })

  it('refuses what is no path on this site', () => {
    for (const value of ['', 'wiki/x', '//evil.example/x', '/\\evil.example', 'https://evil.example/', '/wiki/a b', '/wiki/\u0000', null, 42]) {
      expect(redirectPath(value), String(value)).toBeNull()
    }
  })
})
