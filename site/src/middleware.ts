import { defineMiddleware, sequence } from 'astro:middleware'

import { previewMiddleware } from '@site/features/publishing/preview/previewMiddleware'

/**
 * In production and tests the site server (scripts/site-server.ts) hands every on-demand route
 * its Payload and the visitor's address. Under `astro dev` no such server runs, so the dev server
 * starts a Payload of its own, once, on the same config and database. Production builds drop
 * this branch (`import.meta.env.DEV` is false there).
 */
const developmentLocals = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV && !context.locals.payload && !context.isPrerendered) {
    const { developmentLocals } = await import('@site/lib/server/developmentLocals')
    Object.assign(context.locals, await developmentLocals(context.clientAddress))
  }
  return next()
})

export const onRequest = sequence(developmentLocals, previewMiddleware)
