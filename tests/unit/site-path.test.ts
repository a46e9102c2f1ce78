import { describe, expect, it } from 'vitest'

import { pathInLanguage, sitePath } from '@site/lib/sitePath'

describe('redirects stay on the site (the probe’s F2)', () => {
  it.each([
    ['//127.0.0.1:8765/x', '/127.0.0.1:8765/x'],
    ['/\\127.0.0.1:8765/x', '/127.0.0.1:8765/x'],
    ['\\/evil.example/x', '/evil.example/x'],
    ['///evil.example', '/evil.example'],
    ['/yachts', '/yachts'],
    ['', '/'],
  ])('%s becomes %s', (path, safe) => {
    expect(sitePath(path)).toBe(safe)
  })

  it('switches the probe’s /en//127.0.0.1:8765/x to a path of this site, not to that host', () => {
    expect(pathInLanguage('/en//127.0.0.1:8765/x', 'ru')).toBe('/127.0.0.1:8765/x')
    expect(pathInLanguage('/en/\\127.0.0.1:8765/x', 'ru')).toBe('/127.0.0.1:8765/x')
    expect(pathInLanguage('//127.0.0.1:8765/x', 'en')).toBe('/en/127.0.0.1:8765/x')
  })

  it('keeps the language switch as it was for the site’s own pages', () => {
    expect(pathInLanguage('/yachts', 'en')).toBe('/en/yachts')
    expect(pathInLanguage('/', 'en')).toBe('/en/')
    expect(pathInLanguage('/en/', 'ru')).toBe('/')
    expect(pathInLanguage('/en/events', 'ru')).toBe('/events')
    expect(pathInLanguage('/en', 'ru')).toBe('/')
  })
})
