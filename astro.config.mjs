// @ts-check
import node from '@astrojs/node'
import react from '@astrojs/react'
import { defineConfig } from 'astro/config'

import { buildInputs } from './site/src/integrations/buildInputs.ts'
import { rememberedCspDigests } from './site/src/integrations/cspDigests.ts'
import { liveBuildPages } from './site/src/integrations/liveBuildPages.ts'
import { islandsRenderedWhole } from './site/src/integrations/islandsRenderedWhole.ts'
import { pagesRenderedWhole } from './site/src/integrations/pagesRenderedWhole.ts'
import { precompress } from './site/src/integrations/precompress.ts'
import { prefetchCmsAnswers } from './site/src/integrations/prefetchCmsAnswers.ts'
import { renderedPages } from './site/src/integrations/renderedPages.ts'
import { reusedBundles } from './site/src/integrations/reusedBundles.ts'
import { searchIndex } from './site/src/integrations/searchIndex.ts'
import { timedAfterPages, writtenBuildTimes } from './site/src/integrations/buildTimes.ts'
import { sitemapOfBuiltPages } from './site/src/integrations/sitemap.ts'
import { INLINE_SCRIPT_HASHES } from './site/src/layouts/shell/inlineScripts.ts'
import { isUnlistedPage } from './site/src/lib/unlistedPages.ts'

/**
 * 'https://site/yachts/' → 'https://site/yachts', as the pages' canonical links write it (see
 * layouts/Base.astro); the home pages, / and /en/, keep their slash there too.
 */
const withoutTrailingSlash = (/** @type {string} */ url) => {
  const parsed = new URL(url)
  if (!/^\/(en\/)?$/.test(parsed.pathname)) parsed.pathname = parsed.pathname.replace(/\/$/, '')
  return parsed.href
}

/** Pictures come from the site's own /media/, or from a CDN's address (site/src/lib/media.ts). */
const mediaOrigin = process.env.MEDIA_URL ? ` ${new URL(process.env.MEDIA_URL).origin}` : ''

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  // Pages are prerendered; the portal API is served on demand by the same server (scripts/site-server.ts).
  output: 'static',
  // The largest body the portal API takes is a profile photo (5 MB); nothing needs more.
  adapter: node({ mode: 'middleware', bodySizeLimit: 8 * 1024 * 1024 }),
  integrations: [
    react(),
    rememberedCspDigests(),
    reusedBundles(),
    pagesRenderedWhole(),
    islandsRenderedWhole(),
    // Order matters: the live build's pages are linked in first and those gone removed before the
    // pages are listed; the sitemap is made from that list and written before the text files are
    // compressed; while the search index is written, the compression places the live build's
    // twins of the pages this build did not render, and it compresses the rest once the index is.
    // At the build's start the search index empties the folders of the search extracts before the
    // compression starts the worker that writes them.
    // Each step after the pages is timed (build-times.json, written last).
    ...timedAfterPages([
      prefetchCmsAnswers(),
      liveBuildPages(),
      renderedPages(),
      // Every page with its hreflang alternates; not the not-found pages, nor the second addresses
      // of pages that have a canonical one (/plans, /chat, /offer), nor the pages no search engine
      // should list (the account, the dashboards, the admin…). Addresses are written as the pages'
      // canonical links write them: without the trailing slash.
      sitemapOfBuiltPages({
        i18n: { defaultLocale: 'ru', locales: { ru: 'ru-RU', en: 'en-US' } },
        filter: (page) => !/\/(404|plans|chat|offer)\/?$/.test(page) && !isUnlistedPage(new URL(page).pathname),
        serialize: (item) => ({
          ...item,
          url: withoutTrailingSlash(item.url),
          links: item.links?.map((link) => ({ ...link, url: withoutTrailingSlash(link.url) })),
        }),
      }),
      searchIndex(),
      precompress(),
      buildInputs(),
    ]),
    writtenBuildTimes(),
  ],
  i18n: {
    locales: ['ru', 'en'],
    defaultLocale: 'ru',
    routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' },
    fallback: { en: 'ru' },
  },
  // Each data directory keeps its own cache of compressed files (see cms/features/publishing/siteBuild.ts).
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  // Detail pages carry a cacheKey of their content: a publish links the live build's page for every
  // unchanged key (site/src/integrations/liveBuildPages.ts). Not Astro's incremental build: its
  // cache would hold a second copy of every page, and prune them all again one by one.
  trailingSlash: 'ignore',
  // A Content-Security-Policy in every page: Astro hashes the pages' own scripts and style
  // elements, so nothing else runs. Framing, sniffing and referrers are the site server's headers.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data:${mediaOrigin}`,
        "connect-src 'self'",
        "font-src 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // The scripts that run while the page is parsed are written as is: their hashes come from their text.
      scriptDirective: { hashes: INLINE_SCRIPT_HASHES },
      // Style attributes (Radix's and the rich text's) cannot be hashed; <style> elements and
      // every script still can only be the pages' own.
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // A publish's build (cms/features/publishing/siteBuild.ts) logs warnings and errors only: Astro
  // writes two lines for each page it renders, and a publish keeps a build's output only to show
  // a failed build's error. Other builds, and the dev server, log as Astro does.
  logger: process.env.SITE_BUILD_LOG_LEVEL ? { entrypoint: 'astro/logger/node', config: { level: process.env.SITE_BUILD_LOG_LEVEL } } : undefined,
  // Pages wait on the CMS's answers and the disk, one after another by default: 8 under way.
  // Every stylesheet is a file of its own, cached for a year, never a <style> in the page: Astro
  // inlined the islands' small ones (10 KB of each page) and put a hash of every such style of
  // the site in each page's policy (2.8 KB), to be rendered, compressed and sent with every page.
  build: { format: 'directory', concurrency: 8, inlineStylesheets: 'never' },
  // zod in a chunk of its own: the islands with forms share it, and a start-up script that comes to
  // import it shows up by name in the JavaScript budget test (tests/e2e/javascript-budget.spec.ts).
  vite: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod/ }] } } } } },
})
