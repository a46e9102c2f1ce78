import { createHash } from 'node:crypto'

/**
 * A page's incremental-build key: a digest of everything it renders from the CMS (in every
 * language, relations included). Same key, same page: a publish links the live build's page
 * (integrations/liveBuildPages.ts).
 */
export function contentKey(...documents: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(documents)).digest('hex').slice(0, 32)
}
