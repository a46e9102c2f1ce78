/**
 * The addresses a build rendered, and which of them the search indexes, kept on the build
 * process's global object: the middleware and the layout that record them run in the bundle Astro
 * imports to prerender, a module apart from the integrations that read them, in the same process.
 */
const RENDERED = Symbol.for('baikal.renderedPages')
const SEARCHABLE = Symbol.for('baikal.searchablePages')

type WithRecords = typeof globalThis & { [key: symbol]: Set<string> | undefined }

/**
 * One page, one address: `/yacht/7/` and `/yacht/7` are one page, so are `/` and ``; and an address
 * is kept decoded, as Astro names the page's file and its cache records it, where a request
 * carries `/wiki/%D0%B1%D0%B0…` for `/wiki/ба…`.
 */
export function normalizedAddress(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // Not an encoded address (a lone `%`): kept as it is.
  }
  return decoded.replace(/\/+$/, '') || '/'
}

function recordedSet(key: symbol): Set<string> {
  const global = globalThis as WithRecords
  global[key] ??= new Set()
  return global[key]
}

export const renderedAddresses = (): Set<string> => recordedSet(RENDERED)

export function recordRendered(pathname: string): void {
  renderedAddresses().add(normalizedAddress(pathname))
}

/** The rendered addresses whose content the search indexes (`data-pagefind-body`, layouts/Base.astro). */
export const searchableAddresses = (): Set<string> => recordedSet(SEARCHABLE)

export function recordSearchable(pathname: string): void {
  searchableAddresses().add(normalizedAddress(pathname))
}
