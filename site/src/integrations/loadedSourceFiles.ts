/**
 * The files outside the installed packages that Node loads into a publish's build process once
 * its hooks are registered (astroBuildHooks.ts), each with a digest of the source Node ran: the
 * config, the integrations and what they import (the CMS's contract, the site's lib), until
 * buildInputs.ts takes the record, before the bundles the build renders with are loaded. Not the
 * hooks' own modules, loaded before. Kept on the process's global object. Loaded by Node before
 * any bundler: Node's own imports only, types Node can strip.
 */
import { createHash } from 'node:crypto'

const LOADED = Symbol.for('baikal.loadedSourceFiles')
const TAKEN = Symbol.for('baikal.loadedSourceFilesTaken')

type WithLoaded = typeof globalThis & { [LOADED]?: Map<string, string | null>; [TAKEN]?: boolean }

/** The files recorded so far, by URL, with the digest of their source (null: Node gave none): none without the hooks. */
function loadedSourceFiles(): Map<string, string | null> {
  const global = globalThis as WithLoaded
  global[LOADED] ??= new Map()
  return global[LOADED]
}

/**
 * The record, for the build to fingerprint: nothing Node loads after is recorded, as what it loads
 * then is the build's own output (about 850 modules of the bundles a page renders with).
 */
export function takeLoadedSourceFiles(): Map<string, string | null> {
  ;(globalThis as WithLoaded)[TAKEN] = true
  return loadedSourceFiles()
}

/** Whether Node's `url` is a file of the project's own, or of a project beside it: not an installed package's. */
export const isSourceFile = (url: string): boolean => url.startsWith('file:') && !url.includes('/node_modules/')

/**
 * Records the source Node loaded for `url`: the bytes it runs, whatever the file holds by the time
 * the build's fingerprint is taken.
 */
export function recordLoadedSource(url: string, source: string | ArrayBuffer | ArrayBufferView | undefined): void {
  if ((globalThis as WithLoaded)[TAKEN]) return
  const bytes =
    source === undefined || typeof source === 'string'
      ? source
      : ArrayBuffer.isView(source)
        ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
        : new Uint8Array(source)
  loadedSourceFiles().set(url, bytes === undefined ? null : createHash('sha256').update(bytes).digest('hex'))
}
