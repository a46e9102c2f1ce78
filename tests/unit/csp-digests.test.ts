import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, describe, expect, it } from 'vitest'

import { ASTRO_ENCRYPTION_MODULE, withRememberedCspDigests } from '@site/integrations/cspDigests'

type Digest = (data: string, algorithm: string) => Promise<string>

const astroEncryption = path.join(path.dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'dist', 'core', 'encryption.js')
// Beside Astro's own module, so that its imports resolve as Astro's do.
const remembering = path.join(path.dirname(astroEncryption), `encryption.remembered-${process.pid}.js`)

describe('remembered Content-Security-Policy digests', () => {
  afterAll(() => fs.rm(remembering, { force: true }))

  it('finds Astro’s digest function in the installed Astro, and gives the digests Astro gives', async () => {
    expect(ASTRO_ENCRYPTION_MODULE.test(astroEncryption)).toBe(true)
    const code = withRememberedCspDigests(await fs.readFile(astroEncryption, 'utf8'))
    expect(code, 'Astro’s generateCspDigest changed: mend site/src/integrations/cspDigests.ts').not.toBeNull()
    await fs.writeFile(remembering, code!)
    const astro = (await import(pathToFileURL(astroEncryption).href)) as { generateCspDigest: Digest }
    const remembered = (await import(pathToFileURL(remembering).href)) as { generateCspDigest: Digest }
    const script = 'document.documentElement.dataset.ready = "да"'
    for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
      expect(await remembered.generateCspDigest(script, algorithm)).toBe(await astro.generateCspDigest(script, algorithm))
    }
    expect(await remembered.generateCspDigest(`${script};`, 'SHA-256')).toBe(await astro.generateCspDigest(`${script};`, 'SHA-256'))
    // The same text is hashed once: the same answer is handed back.
    expect(remembered.generateCspDigest(script, 'SHA-256')).toBe(remembered.generateCspDigest(script, 'SHA-256'))
  })

  it('leaves a module without Astro’s function as it is', () => {
    expect(withRememberedCspDigests('export async function generateCspDigest(text) {}')).toBeNull()
  })
})
