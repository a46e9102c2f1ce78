import { defineMiddleware } from 'astro:middleware'

import { recordRendered, unlinkLivePage } from './buildRecord'

/**
 * Records each page the build renders, and unlinks the live build's page from its place first
 * (liveBuildPages.ts). A page linked in from the live build is not rendered and never reaches a
 * middleware: what is not recorded is byte for byte the live build's page.
 */
export const onRequest = defineMiddleware((context, next) => {
  if (context.isPrerendered && !import.meta.env.DEV) {
    recordRendered(context.url.pathname)
    unlinkLivePage(context.url.pathname)
  }
  return next()
})
