import { describe, expect, it } from 'vitest'

import { reloadLabel, screenFor } from '@site/lib/appErrors'

const origin = 'https://baikal-yachts.ru'

describe('the error screens', () => {
  it('show the application error when one of the site scripts cannot be loaded', () => {
    expect(screenFor({ kind: 'script', url: `${origin}/_astro/client.Bx1.js` }, origin)).toBe('application')
    expect(screenFor({ kind: 'script', url: '/_astro/SiteHeader.C9.js' }, origin)).toBe('application')
    expect(screenFor({ kind: 'rejection', message: 'Failed to fetch dynamically imported module: https://x/_astro/a.js' }, origin)).toBe('application')
    expect(screenFor({ kind: 'rejection', message: 'Importing a module script failed.' }, origin)).toBe('application')
  })
  it('show the load error in the place of an island that cannot hydrate', () => {
    expect(screenFor({ kind: 'island', componentUrl: '/_astro/ServiceCards.pnC7.js', message: 'boom' }, origin)).toBe('component')
  })
  it('stay away for other origins, pictures and unrelated errors', () => {
    expect(screenFor({ kind: 'script', url: 'https://ads.example/tag.js' }, origin)).toBeNull()
    expect(screenFor({ kind: 'script', url: `${origin}/api/media/file/a.webp` }, origin)).toBeNull()
    expect(screenFor({ kind: 'script', url: 'http://[bad' }, origin)).toBeNull()
    expect(screenFor({ kind: 'island', componentUrl: 'https://cdn.example/x.js', message: 'x' }, origin)).toBeNull()
    expect(screenFor({ kind: 'rejection', message: 'AbortError: The user aborted a request.' }, origin)).toBeNull()
  })
  it('label the reload button in the page language, Russian when in doubt', () => {
    expect(reloadLabel('en')).toBe('Reload')
    expect(reloadLabel('ru')).toBe('Перезагрузить')
    expect(reloadLabel('')).toBe('Перезагрузить')
  })
})
