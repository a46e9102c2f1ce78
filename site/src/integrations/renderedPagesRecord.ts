/**
 * The addresses a build rendered, and which of them the search indexes, kept on the build process's global object: the middleware that
 * records them runs in the bundle Astro imports to prerender, a module apart from the integration
 * that reads them, in the same process.
 */
const RECORDED = Symbol.for('baikal.renderedPages')
const SEARCHABLE = Symbol.for('baikal.searchablePages')

type WithRecord = typeof globalThis & { [RECORDED]?: Set<string>; [SEARCHABLE]?: Set<string> }

/** `/yacht/7/` and `/yacht/7` are one page; so are `/` and ``. */
export const normalizedAddress = (pathname: string): string => pathname.replace(/\/+$/, '') || '/'

export function renderedAddresses(): Set<string> {
  const global = globalThis as WithRecord
  global[RECORDED] ??= new Set()
  return global[RECORDED]
}

export function recordRendered(pathname: string): void {
  renderedAddresses().add(normalizedAddress(pathname))
}

/** The rendered addresses whose content the search indexes (`data-pagefind-body`, layouts/Base.astro). */
export function searchableAddresses(): Set<string> {
  const global = globalThis as WithRecord
  global[SEARCHABLE] ??= new Set()
  return global[SEARCHABLE]
}

export function recordSearchable(pathname: string): void {
  searchableAddresses().add(normalizedAddress(pathname))
}
