/**
 * The site search (Pagefind, built by `integrations/searchIndex.ts`): what it covers and the pure
 * parts of the search page's script, so they are tested without a browser.
 */

/** What the search finds, in the order its filter buttons appear. */
export const SEARCH_CATEGORIES = ['yacht', 'destination', 'trip', 'event', 'wiki'] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

/**
 * The folder of each category's pages at their canonical address (`yacht/7/index.html`, not the
 * second address `yachts/7`): the only pages the search index reads. A catalogue's other pages are
 * three in four of the build, and reading them only to find no `data-pagefind-body` took half of
 * the indexing's time.
 */
export const SEARCHABLE_PAGE_FOLDERS: Record<SearchCategory, string> = {
  yacht: 'yacht',
  destination: 'destination',
  trip: 'trips',
  event: 'events',
  wiki: 'wiki',
}

/**
 * What the index leaves out of a searchable page: its islands, the forms and buttons of a booking,
 * a question or a registration, the same on every page of a kind. Indexed, their words matched
 * every yacht ("бронирование", "владельца") and took a sixth of the indexing's time.
 */
export const NOT_SEARCHED_SELECTORS = ['astro-island']

/** The folders of the searchable pages, in both languages, from the build's root: each page is `{folder}/{name}/index.html`. */
export function searchableFolders(): string[] {
  const folders = Object.values(SEARCHABLE_PAGE_FOLDERS)
  return [...folders, ...folders.map((folder) => `en/${folder}`)]
}

/** searchableFolders, made once: asked of every page a build renders. */
const SEARCHABLE_FOLDERS: ReadonlySet<string> = new Set(searchableFolders())

/** Whether a page file (`yacht/7/index.html`, from the build's root) is in a searchable folder. */
export function isSearchablePageFile(relativeFile: string): boolean {
  const parts = relativeFile.split('/')
  return parts.at(-1) === 'index.html' && SEARCHABLE_FOLDERS.has(parts.slice(0, -2).join('/'))
}

/**
 * The search index is written in parts, so that a publish re-indexes only the parts whose pages
 * it rendered and links the others from the live build; the browser merges them (Pagefind's
 * mergeIndex). A page's part comes from a hash of its address, the same in both languages: each
 * part is a sample of every kind of page, so their scores rank alike when the results are merged
 * (split by kind, an event outranked the yacht searched for by name). One part per this many
 * pages: about a second and a half of indexing for the part an edit reaches.
 */
const PAGES_PER_SEARCH_PART = 1000

export const searchPartCount = (pages: number): number => Math.max(1, Math.ceil(pages / PAGES_PER_SEARCH_PART))

/** The part (0 … count - 1) of a searchable page, `yacht/7/index.html` or `en/yacht/7/index.html`. */
export function searchIndexPart(relativeFile: string, count: number): number {
  const address = relativeFile.split('\\').join('/').replace(/^en\//, '')
  // FNV-1a: stable across builds and machines, spread evenly.
  let hash = 0x811c9dc5
  for (let index = 0; index < address.length; index++) hash = Math.imul(hash ^ address.charCodeAt(index), 0x01000193)
  return (hash >>> 0) % count
}

/** The folders the search index's parts are written in: the first part's, and the others'. */
export const SEARCH_INDEX_FOLDERS = ['pagefind', 'pagefind-parts'] as const

/** Where a part of the search index is served: the first at Pagefind's usual `/pagefind/`, where the search page looks. */
export const searchPartPath = (part: number): string => (part === 0 ? `/${SEARCH_INDEX_FOLDERS[0]}/` : `/${SEARCH_INDEX_FOLDERS[1]}/${part}/`)

/** The list of the other parts' addresses, written beside the first. */
export const SEARCH_PARTS_LIST = '/pagefind/parts.json'

export function isSearchCategory(value: unknown): value is SearchCategory {
  return typeof value === 'string' && (SEARCH_CATEGORIES as readonly string[]).includes(value)
}

/** Longer queries are cut: nobody types more, and a pasted page must not stall the search. */
export const MAX_QUERY_LENGTH = 120
/** Typing pauses this long before a search runs, so each keystroke does not start one. */
export const SEARCH_DEBOUNCE_MS = 250
/** Results shown at once; "Show more" adds as many again. */
export const RESULTS_PER_PAGE = 10

export type SearchState = { query: string; category: SearchCategory | null }

/** The search the address asks for (`?q=…&category=…`); anything unknown is ignored. */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search)
  const query = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
  const category = params.get('category')
  return { query, category: isSearchCategory(category) ? category : null }
}

/** The address's query string for a search, so it can be shared and survives reload and Back. */
export function searchStateToQuery({ query, category }: SearchState): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (category) params.set('category', category)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Pagefind's excerpt marks the matched words with `<mark>`. Anything else that looks like a tag is
 * shown as text, so page content can never inject markup into the results.
 */
export function safeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<\/?mark>)/)
    .map((part) => (part === '<mark>' || part === '</mark>' ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')))
    .join('')
}
