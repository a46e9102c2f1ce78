/// <reference types="astro/client" />

declare namespace App {
  /**
   * What the server that hosts the site's on-demand routes hands them with every request
   * (scripts/site-server.ts in production and tests, site/src/middleware.ts under `astro dev`).
   */
  interface Locals {
    /** The Payload instance of this process: same config, same database as the CMS. */
    payload: import('payload').Payload
    /** The visitor's address: the socket's, or X-Forwarded-For's from a trusted proxy. */
    clientAddress: string
    /** Under /preview/ only: the draft the page renders, or why it renders none. */
    preview?: import('@site/features/publishing/preview/previewMiddleware').PreviewState
  }
}
