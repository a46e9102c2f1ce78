/**
 * The addresses a build rendered, and which of them the search indexes, kept on the build
 * process's global object: the middleware and the layout that record them run in the bundle Astro
 * imports to prerender, a module apart from the integrations that read them, in the same process.
 */
const RENDERED = Symbol.for('baikal.renderedPages')
const SEARCHABLE = Symbol.for('baikal.searchablePages')

type WithRecords = typeof globalThis & { [key: symbol]: Set<string> | undefined }

/** `/yacht/7/` and `/yacht/7` are one page; so are `/` and ``. */
export const normalizedAddress = (pathname: string): string => pathname.replace(/\/+$/, '') || '/'

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
