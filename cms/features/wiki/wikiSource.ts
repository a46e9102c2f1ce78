import type { Language } from '@cms/core/contract/language'
import { type Visitor, visitorRequest } from '@cms/core/visitor'
import type { WikiSource } from '@cms/features/content/contract/submissions'
import { lexicalToSource } from '@cms/features/publishing'

/** A published wiki article's text in a language, as plain source; null when there is no such public article. */
export async function wikiSource(visitor: Visitor, id: number, language: Language): Promise<WikiSource | null> {
  const article = await visitor.payload.findByID({
    collection: 'wiki-articles',
    id,
    locale: language,
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
    req: await visitorRequest(visitor),
  })
  if (article?._status !== 'published') return null
  return { id: article.id, title: article.title, category: article.category, excerpt: article.excerpt, content: lexicalToSource(article.content) }
}
