import { recorded } from './buildRecord'

const CMS_ANSWERS = Symbol.for('baikal.cmsAnswers')

/**
 * The CMS's answers of one build, by request (`/api/yachts?locale=ru&…`): under way or arrived,
 * which of them the pages asked for, which were made from the live build's (with how many
 * documents read again), a digest of each (pageReads.ts), the bytes of each list
 * read whole, as sent, until the build has kept it (prefetchCmsAnswers.ts), and the lists in one language
 * made from the list in all (lib/listsInAllLocales.ts), which are not kept. Kept on the build
 * process's global object, so that the requests an integration starts early
 * (prefetchCmsAnswers.ts) are the ones the pages' bundle finds (lib/cms.ts), a module apart in
 * the same process.
 */
export const cmsAnswers = (): {
  answers: Map<string, Promise<unknown>>
  asked: Set<string>
  patched: Map<string, number>
  digests: Map<string, string>
  sentLists: Map<string, Uint8Array>
  madeFromAllLocales: Set<string>
} =>
  recorded(CMS_ANSWERS, () => ({
    answers: new Map<string, Promise<unknown>>(),
    asked: new Set<string>(),
    patched: new Map<string, number>(),
    digests: new Map<string, string>(),
    sentLists: new Map<string, Uint8Array>(),
    madeFromAllLocales: new Set<string>(),
  }))
