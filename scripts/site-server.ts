/**
 * The site server: serves the live static build (precompressed, cached as a production site should
 * be) and the build's on-demand routes (the portal API), and switches to a new build the moment
 * PostgreSQL announces one live (liveBuild.ts), once its files are in the builds folder. Requests
 * already under way finish on the build they started with.
 *
 * Payload runs inside this process, started once with the CMS's config and database: the portal
 * API's routes receive it in Astro's `locals` (with the visitor's address), authenticate the
 * visitor against it and call its Local API as them. No second HTTP hop to the CMS.
 */
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { getPayload, type Payload } from 'payload'
import sirv from 'sirv'

import config from '@cms/payload.config'
import { redirectTarget } from '@cms/features/publishing/redirects/redirectTarget'
import { readLiveBuild, type SiteBuildFiles } from '@cms/features/publishing/liveBuild'
import { uploadStore } from '@cms/core/uploads/storedFiles'
import { followBuildAnnouncements } from '@cms/features/publishing/buildAnnouncements'
import { cmsOrigin } from '@site/lib/cms'
import { cacheControlFor } from './lib/cacheControl'
import { clientAddressResolver, servedOverHttps } from './lib/http/clientAddress'
import { shutDownGracefully } from './lib/http/gracefulShutdown'
import { answerDirectly } from './lib/http/directRoutes'
import { databaseAnswers, health } from './lib/http/health'
import { mediaFiles } from './lib/http/mediaFiles'
import { canonicalYachtAddress } from './lib/http/secondAddress'
import { setSecurityHeaders } from './lib/http/securityHeaders'

type Locals = { payload: Payload; clientAddress: string }
type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals?: Locals) => void
type Live = { build: SiteBuildFiles; statics: Handler; onDemand: Handler | null; notFound: Map<string, Buffer>; adminDashboard: Map<string, Buffer> }

const port = Number(process.env.SITE_PORT ?? 4321)
const host = process.env.HOST ?? '127.0.0.1'
const clientAddressOf = clientAddressResolver()
const behindTrustedProxy = Boolean(process.env.TRUSTED_PROXIES?.trim())

let live: Live | null = null

async function load(build: SiteBuildFiles): Promise<Live> {
  const clientDir = path.join(build.dir, 'client')
  const statics = sirv(clientDir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  }) as Handler
  const entry = path.join(build.dir, 'server', 'entry.mjs')
  const onDemand = fs.existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as { handler: Handler }).handler : null
  const byLanguage = (pages: Record<string, string[]>) => {
    const found = new Map<string, Buffer>()
    for (const [prefix, files] of Object.entries(pages)) {
      const file = files.map((name) => path.join(clientDir, name)).find((name) => fs.existsSync(name))
      if (file) found.set(prefix, fs.readFileSync(file))
    }
    return found
  }
  // Astro writes the default language's page as 404.html and the other's as en/404/index.html.
  const notFound = byLanguage({ '/en/': ['en/404.html', 'en/404/index.html'], '/': ['404.html', '404/index.html'] })
  const adminDashboard = byLanguage({ '/en/': ['en/admin/index.html'], '/': ['admin/index.html'] })
  return { build, statics, onDemand, notFound, adminDashboard }
}

/**
 * How often a site server asks for the live build besides the announcements: a build whose files
 * had not reached this machine's builds folder when it was announced is taken up then.
 */
const LIVE_BUILD_POLL_MS = 10_000

let switching: Promise<void> = Promise.resolve()

/** Switches to the live build if it is another than the one served; one switch at a time. */
function switchToLive(payload: Payload): Promise<void> {
  switching = switching.then(async () => {
    const build = await readLiveBuild(payload.db.pool).catch((error: unknown) => {
      console.error('Could not read the live site build; still serving the one I have', error)
      return null
    })
    if (!build || build.id === live?.build.id) return
    if (!fs.existsSync(path.join(build.dir, 'client'))) {
      console.error(`Site build ${build.id} is live but its files are not in ${build.dir} yet; still serving the previous one`)
      return
    }
    try {
      live = await load(build)
      console.log(`Serving site build ${build.id} (${build.pageCount} pages)`)
    } catch (error) {
      console.error(`Could not load site build ${build.id}; still serving the previous one`, error)
    }
  })
  return switching
}

/**
 * A draft preview: the CMS admin shows it in its live preview pane, a frame of the CMS's origin (the
 * page's own policy, which Astro writes, says so too: site/src/features/publishing/preview).
 */
const PREVIEW = /^\/(en\/)?preview\//

/** Spec 2.1's route table: "/admin and /admin/*" is the admin dashboard, whatever follows. */
const UNDER_ADMIN = /^\/(en\/)?admin\//

/**
 * An address no file and no on-demand route answered: the admin dashboard under /admin (spec
 * 2.1), a 301 to where an old address now lives (the redirects collection), or the not-found page.
 */
async function answerUnmatched(current: Live, payload: Payload, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/'
  const english = url.startsWith('/en/') || url === '/en'
  const reading = req.method === 'GET' || req.method === 'HEAD'
  const dashboard = UNDER_ADMIN.test(url) && reading ? current.adminDashboard.get(english ? '/en/' : '/') : undefined
  if (dashboard) {
    res.statusCode = 200
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(req.method === 'HEAD' ? undefined : dashboard)
    return
  }
  const [pathname, query] = url.split(/\?(.*)/s, 2)
  // A database that does not answer leaves the not-found page, not an error.
  const moved = reading ? await redirectTarget(payload, decodedPath(pathname ?? '/')).catch(() => null) : null
  if (moved) {
    res.statusCode = 301
    res.setHeader('Location', query ? `${moved}?${query}` : moved)
    res.setHeader('Cache-Control', 'no-cache')
    res.end()
    return
  }
  sendNotFound(current, english, res)
}

/** The path as redirects store it; one whose escapes are broken stays as it came (it matches none). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

function sendNotFound(current: Live, english: boolean, res: ServerResponse): void {
  const page = english ? current.notFound.get('/en/') : current.notFound.get('/')
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-cache')
  res.end(page ?? 'Not found')
}

/** Payload, on the CMS's config and database, once for the process. */
export function openPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** Serves the live build and the portal API; run by scripts/serve-site.mjs (see there why). */
export async function serve(payload: Payload): Promise<void> {
  // Ready while the database answers and a build is being served.
  const databaseReady = databaseAnswers(payload.db.pool)
  const media = mediaFiles(uploadStore('media'))
  const probes = health(async () => (live ? databaseReady() : 'no site build is being served yet'))
  const server = http.createServer((req, res) => {
    if (probes.handle(req, res)) return
    const frameAncestors = PREVIEW.test(req.url ?? '/') ? `'self' ${cmsOrigin()}` : "'none'"
    setSecurityHeaders(res, { https: servedOverHttps(req, behindTrustedProxy), frameAncestors })
    if (media(req, res)) return
    const current = live
    if (!current) {
      res.statusCode = 503
      res.setHeader('Retry-After', '5')
      res.end('The site is being built; try again in a few seconds.')
      return
    }
    if (answerDirectly(req, res, () => ({ payload, clientAddress: clientAddressOf(req) }))) return
    const canonical = req.method === 'GET' || req.method === 'HEAD' ? canonicalYachtAddress(req.url ?? '/') : null
    if (canonical) req.url = canonical
    current.statics(req, res, () => {
      const unmatched = () => void answerUnmatched(current, payload, req, res)
      if (current.onDemand) current.onDemand(req, res, unmatched, { payload, clientAddress: clientAddressOf(req) })
      else unmatched()
    })
  })
  // Loopback load tests and proxies keep connections open; Node's default of 5 s drops them early.
  server.keepAliveTimeout = 65_000

  await switchToLive(payload)
  const announcements = followBuildAnnouncements(process.env.DATABASE_URL ?? '', () => void switchToLive(payload))
  const poll = setInterval(() => void switchToLive(payload), LIVE_BUILD_POLL_MS)
  poll.unref()
  server.listen(port, host, () => console.log(`Site server listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`))

  shutDownGracefully(server, {
    health: probes,
    release: async () => {
      clearInterval(poll)
      await announcements.stop()
      await payload.destroy()
    },
  })
}
