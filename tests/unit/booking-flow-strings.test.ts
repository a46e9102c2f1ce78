import path from 'node:path'

import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { bookingFlowStrings } from '@site/features/bookings/bookingFlowStrings'
import { stringsWithPrefix } from '@site/i18n'

/**
 * The island as the browser gets it, without its libraries and its strings (the keys it asks for,
 * not the ones it carries): every module it imports, the ones it shares with other islands
 * included, so a key asked for anywhere in it is found.
 */
async function bookingIslandSource(): Promise<string> {
  const bundled = await build({
    entryPoints: [path.resolve('site/src/features/bookings/BookingFlow.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    loader: { '.css': 'empty', '.module.css': 'empty', '.json': 'empty' },
    tsconfig: path.resolve('tsconfig.json'),
    logLevel: 'silent',
  })
  return bundled.outputFiles.map((file) => file.text).join('\n')
}

describe('the booking island’s strings', () => {
  it('has every key the island asks for, and every key of a group it builds a key in', async () => {
    const source = await bookingIslandSource()
    const keys = new Set([...source.matchAll(/["'`](booking\.[\w.]+)["'`]/g)].map((match) => match[1]!))
    const builtIn = new Set([...source.matchAll(/`(booking\.[\w.]+\.)\$\{/g)].map((match) => match[1]!))
    // What the bundle looks like today: a change of the bundler must not leave the test finding nothing.
    expect(keys).toContain('booking.action.book')
    expect(builtIn).toContain('booking.error.')
    for (const locale of ['ru', 'en'] as const) {
      const strings = bookingFlowStrings(locale)
      // A counted key is found by its plural forms (`booking.panel.request_one`, …).
      const hasKey = (key: string) => Object.keys(strings).some((name) => name === key || name.startsWith(`${key}_`))
      for (const key of keys) expect(hasKey(key), key).toBe(true)
      const all = stringsWithPrefix(locale, 'booking.')
      for (const prefix of builtIn) {
        for (const key of Object.keys(all).filter((name) => name.startsWith(prefix))) expect(strings, key).toHaveProperty([key])
      }
    }
  })
  it('leaves out the dashboards’ strings, and is one object per language', () => {
    const strings = bookingFlowStrings('ru')
    expect(Object.keys(strings).some((key) => key.startsWith('booking.dashboard.'))).toBe(false)
    expect(Object.keys(strings).length).toBeLessThan(Object.keys(stringsWithPrefix('ru', 'booking.')).length / 2)
    expect(bookingFlowStrings('ru')).toBe(strings)
    expect(bookingFlowStrings('en')).not.toBe(strings)
  })
})
