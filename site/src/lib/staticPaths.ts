import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { shellKey } from '@site/layouts/shellContent'
import type { Locale } from './cms'
import { contentKey } from './cacheKey'

/**
 * One page per document, addressed by `params`. The same paths serve the English twin of the route
 * (pages/en/), so each page's cache key covers its document in both languages, relations included,
 * and the shell every page shows (the site settings, the shared picture), and what else the page
 * shows of other collections (`related`: a yacht's reviews, a trip package's rating).
 *
 * The twin is a route of its own, not the i18n fallback's rewrite to the Russian route: Astro finds
 * the page a fallback rewrites to by scanning every page its route has written (findRouteToRewrite
 * in astro/dist/core/routing/rewrite.js), and 10,000 English yacht pages spent 25 s of a build in
 * that scan.
 */
export async function bilingualPaths<T extends { id: number }, P extends Record<string, string>>(
  load: (locale: Locale) => Promise<T[]>,
  params: (doc: T) => P,
  related?: (doc: T) => Promise<unknown>,
): Promise<StaticPath<P>[]> {
  const [russian, english, shell] = await Promise.all([load('ru'), load('en'), shellKey()])
  const day = marinaDayOf(new Date())
  let worked = pathsWorkedOut.get(load)
  if (worked?.russian !== russian || worked.english !== english || worked.shell !== shell || worked.day !== day) {
    worked = { russian, english, shell, day, paths: documentPaths(russian, english, shell, params, related) }
    pathsWorkedOut.set(load, worked)
  }
  // Copies: Astro keeps each route's list, and may add to its entries.
  return (await (worked.paths as Promise<StaticPath<P>[]>)).map((path) => ({ ...path }))
}

type StaticPath<P> = { params: P; cacheKey: string }

/**
 * The paths last worked out from each route's documents (`load`), with what they came from: a
 * document route and its English twin ask for the same paths, and working out the keys of 10,000
 * yachts takes a second. The lists are the build's answers (lib/cms.ts), the same objects for as
 * long as they hold; a day's turn may change what a page shows (a yacht's coming season).
 */
const pathsWorkedOut = new WeakMap<object, { russian: unknown[]; english: unknown[]; shell: string; day: string; paths: Promise<StaticPath<Record<string, string>>[]> }>()

function documentPaths<T extends { id: number }, P extends Record<string, string>>(
  russian: T[],
  english: T[],
  shell: string,
  params: (doc: T) => P,
  related?: (doc: T) => Promise<unknown>,
): Promise<StaticPath<P>[]> {
  // The English list's index is the one its pages then find their documents by.
  return Promise.all(
    russian.map(async (doc) => {
      const translation = documentWithId(english, String(doc.id))
      return {
        params: params(doc),
        cacheKey: related ? contentKey(shell, doc, translation, await related(doc)) : contentKey(shell, doc, translation),
      }
    }),
  )
}

const listIndexes = new WeakMap<readonly { id: number }[], Map<string, { id: number }>>()

/**
 * The document of a page's `id` parameter in its route's list. The list is indexed once, not
 * searched by each of its pages: 20,000 yacht pages searching 10,000 yachts took 11 s of a build.
 * The list is the build's one answer to its request (lib/cms.ts), so its index lives as long as it.
 */
export function documentWithId<T extends { id: number }>(documents: readonly T[], id: string | undefined): T | undefined {
  let index = listIndexes.get(documents)
  if (!index) {
    index = new Map(documents.map((doc) => [String(doc.id), doc]))
    listIndexes.set(documents, index)
  }
  return id === undefined ? undefined : (index.get(id) as T | undefined)
}
