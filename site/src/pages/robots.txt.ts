import type { APIRoute } from 'astro'

/**
 * /robots.txt: every page may be crawled (the pages no search engine should list say so
 * themselves, with `noindex`, which a crawler must be allowed to read), and where the sitemap is,
 * at the site's own address.
 */
export const GET: APIRoute = ({ site }) =>
  new Response(['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL('/sitemap-index.xml', site).href}`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
