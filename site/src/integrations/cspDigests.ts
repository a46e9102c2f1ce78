import type { AstroIntegration } from 'astro'

import { prerenderingPatch } from './prerenderingPatch'

/** Astro's module that hashes a script's or a style's text for a page's Content-Security-Policy. */
export const ASTRO_ENCRYPTION_MODULE = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/

/** The start of Astro's function that hashes one text (astro/dist/core/encryption.js). */
const ASTRO_DIGEST = 'async function generateCspDigest(data, algorithm) {'

/**
 * Astro's encryption module with its `generateCspDigest` remembering the digest of each text it
 * hashed, by algorithm and then by text: a route's texts are the same strings on every page, and
 * V8 keeps a string's hash, where a key joined from the two was a new string to hash each time.
 * Null when the module no longer has that function as written here.
 */
export function withRememberedCspDigests(code: string): string | null {
  if (!code.includes(ASTRO_DIGEST)) return null
  return code.replace(
    ASTRO_DIGEST,
    `const rememberedCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  let digests = rememberedCspDigests.get(algorithm);
  if (digests === undefined) rememberedCspDigests.set(algorithm, (digests = new Map()));
  let digest = digests.get(data);
  if (digest === undefined) {
    digest = digestOnce(data, algorithm);
    digests.set(data, digest);
  }
  return digest;
}
async function digestOnce(data, algorithm) {`,
  )
}

/**
 * Remembers the Content-Security-Policy digests Astro works out while it prerenders. Astro hashes
 * a route's scripts and styles again for every page it renders (core/fetch/fetch-state.js), with
 * WebCrypto's asynchronous digest: 22 texts a yacht page, the same on every one. At 20,158 pages
 * that was 3.3 s of the build's main thread, which renders the pages. Each text is now hashed once
 * per build. Only in the prerendering bundle, which lives as long as its build: the server that
 * renders on demand runs for days, and keeps Astro's own.
 *
 * A change of Astro's function leaves Astro's own, and warns: the test of this module fails with
 * the Astro installed (tests/unit/csp-digests.test.ts).
 */
export const rememberedCspDigests = (): AstroIntegration =>
  prerenderingPatch({
    name: 'baikal:csp-digests',
    module: ASTRO_ENCRYPTION_MODULE,
    patch: withRememberedCspDigests,
    unexpected: 'Astro’s generateCspDigest is not as expected: each page’s scripts and styles are hashed again',
  })
