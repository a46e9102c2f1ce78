import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { pathToFileURL } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteBuildEnvironment } from '@cms/features/publishing/siteBuild'
import { BUILD_INPUTS_FILE } from '@site/integrations/buildInputs'
import { BUILD_TIMES_FILE, type BuildTimesFile } from '@site/integrations/buildTimes'
import { PAGES_FILE } from '@site/integrations/builtPages'
import { PAGE_READS_FILE } from '@site/integrations/pageReads'
import { RENDERED_PAGES_FILE } from '@site/integrations/renderedPages'
import { KEPT_BUNDLES_FILE } from '@site/integrations/reusedBundles'

/**
 * What a publish re-renders (#33), with the live build's pages linked in and the site's recorder
 * (site/src/integrations/renderedPages.ts), on a small site of its own: a change of data re-renders
 * the pages that show it; a change of a template, or of the strings a template imports, re-renders
 * every page it reaches, however unchanged their data. A page without a key renders again when a
 * CMS answer it read changed, and only then. The real site's pages are built the same way
 * (astro.config.mjs), and its publishes reuse exactly the pages this record leaves out.
 */

const repository = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
let project = ''

/** The site's data, read while it builds as the real site reads the CMS: not a module of its code. */
const items = (prices: Record<string, number>) => JSON.stringify(prices)

const files: Record<string, string> = {
  // As the real site (astro.config.mjs): with the Node adapter, whose prerendering the live
  // build's pages integration wraps, and the pages in the output's client folder.
  'astro.config.mjs': `import node from '@astrojs/node'
import { defineConfig } from 'astro/config'
import { buildInputs } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/buildInputs.ts')).href)}
import { liveBuildPages } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/liveBuildPages.ts')).href)}
import { prefetchCmsAnswers } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/prefetchCmsAnswers.ts')).href)}
import { renderedPages } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/renderedPages.ts')).href)}
import { reusedBundles } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/reusedBundles.ts')).href)}
import { sitemapOfBuiltPages } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/sitemap.ts')).href)}
import { writtenBuildTimes } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/buildTimes.ts')).href)}
import { site } from './settings/site.mjs'
export default defineConfig({
  output: 'static',
  site,
  adapter: node({ mode: 'middleware' }),
  integrations: [reusedBundles(), prefetchCmsAnswers(), liveBuildPages(), renderedPages(), sitemapOfBuiltPages({}), buildInputs(), writtenBuildTimes()],
  i18n: { locales: ['ru', 'en'], defaultLocale: 'ru', routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' }, fallback: { en: 'ru' } },
})
`,
  // A setting of the config's own, in a file neither the bundles nor any page imports.
  'settings/site.mjs': "export const site = 'https://baikal.example'\n",
  'src/strings.json': JSON.stringify({ price: 'Price' }),
  'items.json': items({ 1: 100, 2: 200, ольхон: 300 }),
  'src/layouts/Layout.astro': `---
const { title } = Astro.props
---
<html lang="en"><head><title>{title}</title><link rel="home" href={Astro.site} /></head><body><slot /></body></html>
`,
  'src/pages/item/[id].astro': `---
import Layout from '../../layouts/Layout.astro'
import strings from '../../strings.json'
import fs from 'node:fs'
export function getStaticPaths() {
  const items = JSON.parse(fs.readFileSync('items.json', 'utf8'))
  return Object.entries(items).map(([id, price]) => ({ params: { id }, props: { price }, cacheKey: String(price) }))
}
const { price } = Astro.props
---
<Layout title={Astro.params.id}><p>{strings.price}: {price}</p><a href={process.env.BOOKING_PARTNER_URL}>Book</a></Layout>
`,
  // Pages without a key of their content, as the real site's lists and home page are: one shows
  // what it reads from the CMS (through a component, as the real site's shell reads it), one
  // reads nothing.
  'src/components/Marinas.astro': `---
import { findAll } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/lib/cms.ts')).href)}
const marinas = await findAll('marinas', { locale: Astro.currentLocale ?? 'ru', depth: 0 })
---
<ul>{marinas.map((marina) => <li>{marina.name}</li>)}</ul>
`,
  'src/pages/about.astro': `---
import Layout from '../layouts/Layout.astro'
import Marinas from '../components/Marinas.astro'
---
<Layout title="About"><p>About</p><Marinas /></Layout>
`,
  'src/pages/contact.astro': `---
import Layout from '../layouts/Layout.astro'
---
<Layout title="Contact"><p>Contact</p></Layout>
`,
}

/** A CMS that sends its marinas in each language as the test sets them: the one list the about page reads. */
// Each with when it was last updated, as the CMS lists its documents: a build reads again one
// updated since the live build read it, though no change was logged.
const updatedAt = '2026-12-01T09:00:00.000Z'
const marinas = { ru: [{ id: 1, name: 'Листвянка', updatedAt }], en: [{ id: 1, name: 'Listvyanka', updatedAt }] }
const cms = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://cms')
  const docs = url.pathname === '/api/marinas' ? marinas[url.searchParams.get('locale') === 'en' ? 'en' : 'ru'] : null
  res.writeHead(docs ? 200 : 404, { 'content-type': 'application/json' })
  res.end(JSON.stringify(docs ? { docs } : { errors: [] }))
})
/** What the publish found changed since the live build (SITE_CHANGES); unset: anything may have. */
let changes: Record<string, string[]> | null = {}

let builds = 0
let live = ''
/** The environment the pages read (as the real site's booking link reads BOOKING_PARTNER_URL). */
const rendering = { BOOKING_PARTNER_URL: 'https://partner.example/a' }

/**
 * Builds the small site as a publish builds the real one: into a new folder, beside the live
 * build (the last one). The pages it has and those it rendered, by file.
 */
async function build(): Promise<{ pages: string[]; rendered: string[]; dir: string; log: string }> {
  const dir = path.join(project, 'builds', String(++builds))
  const hooks = pathToFileURL(path.join(repository, 'site/src/integrations/astroBuildHooks.ts')).href
  const { stdout } = await run(process.execPath, ['--import', hooks, path.join(repository, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', dir], {
    cwd: project,
    env: {
      ...siteBuildEnvironment(),
      ...rendering,
      ASTRO_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      PREVIOUS_SITE_BUILD: live,
      CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
      SITE_CHANGES: changes ? JSON.stringify(changes) : '',
    },
  })
  live = dir
  const read = async (name: string) => (JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as string[]).map((file) => file.split(path.sep).join('/'))
  return { pages: await read(PAGES_FILE), rendered: await read(RENDERED_PAGES_FILE), dir, log: stdout }
}

const inode = async (dir: string, file: string) => (await fs.stat(path.join(dir, 'client', file))).ino
const text = (dir: string, file: string) => fs.readFile(path.join(dir, 'client', file), 'utf8')

/** Whether the build in `dir` rendered with the live build's bundles, Vite bundling nothing (reusedBundles.ts). */
const bundlesReused = async (dir: string) => (JSON.parse(await fs.readFile(path.join(dir, KEPT_BUNDLES_FILE), 'utf8')) as { reused: boolean }).reused

const write = (name: string, text: string) => fs.writeFile(path.join(project, name), text)

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  project = await fs.mkdtemp(path.join(os.tmpdir(), 'incremental-build-'))
  await fs.symlink(path.join(repository, 'node_modules'), path.join(project, 'node_modules'), 'dir')
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(project, name)), { recursive: true })
    await write(name, text)
  }
})

afterAll(async () => {
  cms.close()
  if (project) await fs.rm(project, { recursive: true, force: true })
})

/** A page whose address is not ASCII: a request carries it encoded, Astro names its file decoded. */
const olkhon = 'item/ольхон/index.html'
const sitemap = 'sitemap-0.xml'
const russianPages = ['about/index.html', 'contact/index.html', 'item/1/index.html', 'item/2/index.html', olkhon]
/** Pages in both languages, sorted as a build lists them: the English ones fall back to the Russian pages' routes (i18n `rewrite`), as on the real site. */
const inBoth = (files: string[]) => [...files, ...files.map((file) => `en/${file}`)].sort()
const everyPage = inBoth(russianPages)
const items1To3 = russianPages.slice(2)
const unkeyed = inBoth(['about/index.html', 'contact/index.html'])

describe('an incremental build', () => {
  it('renders every page first, then only those whose data or templates changed, and takes the rest from the live build', { timeout: 300_000 }, async () => {
    const first = await build()
    expect(first).toMatchObject({ pages: everyPage, rendered: everyPage })
    expect(await bundlesReused(first.dir)).toBe(false)

    expect(await text(first.dir, 'about/index.html')).toContain('<li>Листвянка</li>')
    expect(await text(first.dir, 'en/about/index.html')).toContain('<li>Listvyanka</li>')
    // What each page of no key read, as rendered through its components, in its own language.
    const reads = JSON.parse(await fs.readFile(path.join(first.dir, PAGE_READS_FILE), 'utf8')) as { pages: Record<string, string[]> }
    expect(reads.pages).toEqual({
      '/about': ['/api/marinas?locale=ru&depth=0&pagination=false'],
      '/en/about': ['/api/marinas?locale=en&depth=0&pagination=false'],
      '/contact': [],
      '/en/contact': [],
    })
    // Those lists in the build's account of its time: the page's bundle records them, the integration writes them.
    const { cmsAnswers } = JSON.parse(await fs.readFile(path.join(first.dir, BUILD_TIMES_FILE), 'utf8')) as BuildTimesFile
    expect(cmsAnswers).toMatchObject({ count: 2, last: { request: expect.stringMatching(/^\/api\/marinas\?locale=(ru|en)&depth=0&pagination=false$/) } })
    const { asked = 0, sent = 0, arrived = 0 } = cmsAnswers.last ?? {}
    expect(asked).toBeGreaterThan(0)
    expect(sent).toBeGreaterThanOrEqual(asked)
    expect(arrived).toBeGreaterThanOrEqual(sent)

    // Nothing changed: every page is the live build's own file, and Astro is not even handed the
    // keyed pages' paths; the sitemap, of the same pages, is the live build's. The code is the live
    // build's: Vite bundles nothing, and what pages render, render with the live build's bundles.
    const second = await build()
    expect(await bundlesReused(second.dir)).toBe(true)
    expect(second).toMatchObject({ pages: everyPage, rendered: [] })
    for (const file of everyPage) expect(await inode(second.dir, file)).toBe(await inode(first.dir, file))
    expect(second.log).toContain('0 of 6 keyed pages handed to Astro; 4 of 4 pages without a key reused')
    expect(await inode(second.dir, sitemap)).toBe(await inode(first.dir, sitemap))

    // One price: that item's page, written into a file of its own: the live build's is as it was.
    // The about page read no item: it is the live build's too.
    await write('items.json', items({ 1: 120, 2: 200, ольхон: 300 }))
    changes = { items: ['1'] }
    const third = await build()
    expect(third.rendered).toEqual(['en/item/1/index.html', 'item/1/index.html'])
    expect(await bundlesReused(third.dir)).toBe(true)
    // The English page is the fallback's rewrite to the Russian route, which Astro finds by the
    // pages it wrote in this build's folder: the bundles name this build's, not the one that made them.
    expect(await text(third.dir, 'en/item/1/index.html')).toContain('Price: 120')
    for (const file of await fs.readdir(path.join(third.dir, 'prerender-bundle'), { recursive: true })) {
      const bundled = await fs.readFile(path.join(third.dir, 'prerender-bundle', file)).catch(() => Buffer.from(''))
      for (const before of [first.dir, second.dir]) expect(bundled.includes(before), `${file} names ${before}`).toBe(false)
    }
    expect(third.log).toContain('2 of 6 keyed pages handed to Astro')
    expect(await text(third.dir, 'item/1/index.html')).toContain('Price: 120')
    expect(await text(second.dir, 'item/1/index.html')).toContain('Price: 100')
    expect(await inode(third.dir, olkhon)).toBe(await inode(second.dir, olkhon))
    expect(await inode(third.dir, 'about/index.html')).toBe(await inode(first.dir, 'about/index.html'))

    // A marina's English name, as a change of another collection shows in the list (a relation):
    // the CMS answers the English about page otherwise, and that page alone renders again. The
    // Russian page, whose route the English one renders with, stays the live build's file.
    marinas.en = [{ id: 1, name: 'Listvyanka harbour', updatedAt }]
    changes = { events: ['4'] }
    const renamed = await build()
    expect(renamed.rendered).toEqual(['en/about/index.html'])
    expect(await bundlesReused(renamed.dir)).toBe(true)
    expect(await text(renamed.dir, 'en/about/index.html')).toContain('<li>Listvyanka harbour</li>')
    expect(await text(third.dir, 'en/about/index.html')).toContain('<li>Listvyanka</li>')
    expect(await inode(renamed.dir, 'about/index.html')).toBe(await inode(first.dir, 'about/index.html'))

    // The marinas themselves changed: their lists are made from the live build's, and the pages
    // that read them render again, though they come out the same.
    changes = { marinas: ['1'] }
    expect((await build()).rendered).toEqual(inBoth(['about/index.html']))

    // A live build without its kept bundle (removed by hand): Vite bundles the site again, and
    // the next build reuses that build's.
    await fs.rm(path.join(live, 'prerender-bundle'), { recursive: true })
    changes = {}
    const rebundled = await build()
    expect(rebundled.rendered).toEqual([])
    expect(await bundlesReused(rebundled.dir)).toBe(false)
    expect(await bundlesReused((await build()).dir)).toBe(true)

    // A marina renamed by a write that logs nothing (none logged: {}): the build finds it by its
    // time and the Russian about page renders again, each time; once nothing changed, none does.
    for (const [name, at] of [
      ['Листвянка-порт', '2026-12-02T09:00:00.000Z'],
      ['Порт Листвянка', '2026-12-03T09:00:00.000Z'],
    ] as const) {
      marinas.ru = [{ id: 1, name, updatedAt: at }]
      const renamedUnlogged = await build()
      expect(renamedUnlogged.rendered).toEqual(['about/index.html'])
      expect(await text(renamedUnlogged.dir, 'about/index.html')).toContain(`<li>${name}</li>`)
      expect(renamedUnlogged.log).toMatch(/2 of 2 CMS lists made from the live build's, with 1 changed documents read again/)
    }
    expect((await build()).rendered).toEqual([])

    // A change of anything, or the live build's pages rendered on another day: every page of no key.
    changes = null
    expect((await build()).rendered).toEqual(unkeyed)
    changes = {}
    const record = JSON.parse(await fs.readFile(path.join(live, PAGE_READS_FILE), 'utf8')) as { day: string }
    await fs.writeFile(path.join(live, PAGE_READS_FILE), JSON.stringify({ ...record, day: '2026-01-01' }))
    expect((await build()).rendered).toEqual(unkeyed)

    // Only the environment the pages read, which no page's key covers: every page renders with
    // the new value.
    rendering.BOOKING_PARTNER_URL = 'https://partner.example/b'
    const partner = await build()
    expect(partner.rendered).toEqual(everyPage)
    expect(await bundlesReused(partner.dir)).toBe(false)
    expect(partner.log).toContain('6 of 6 keyed pages handed to Astro; 0 of 4 pages without a key reused')
    for (const file of items1To3) expect(await text(partner.dir, file)).toContain('https://partner.example/b')

    // A file only the config imports, here the site's address the pages link to: every page,
    // with new bundles, as Astro's manifest in them carries the address.
    await write('settings/site.mjs', "export const site = 'https://baikal.example/new/'\n")
    const moved = await build()
    expect(moved.rendered).toEqual(everyPage)
    expect(await bundlesReused(moved.dir)).toBe(false)
    for (const file of items1To3) expect(await text(moved.dir, file)).toContain('href="https://baikal.example/new/"')
    // Listed for `npm start` too, which builds again when a file a build read changed (scripts/lib/builds.ts).
    expect(JSON.parse(await fs.readFile(path.join(moved.dir, BUILD_INPUTS_FILE), 'utf8'))).toContain(path.join('settings', 'site.mjs'))

    // The layout every page uses: every page, though no data changed; the live build untouched.
    await write('src/layouts/Layout.astro', (files['src/layouts/Layout.astro'] ?? '').replace('<body>', '<body class="new">'))
    const fourth = await build()
    expect(fourth.rendered).toEqual(everyPage)
    expect(await bundlesReused(fourth.dir)).toBe(false)
    expect(fourth.log).toContain('6 of 6 keyed pages handed to Astro')
    expect(await text(fourth.dir, olkhon)).toContain('class="new"')
    expect(await text(third.dir, olkhon)).not.toContain('class="new"')

    // The strings the item pages import, and one item gone: every item's page that is left, and
    // the gone one's page, linked in from the live build, is removed.
    await write('src/strings.json', JSON.stringify({ price: 'Cost' }))
    await write('items.json', items({ 1: 120, ольхон: 300 }))
    const fifth = await build()
    const left = everyPage.filter((file) => !file.endsWith('item/2/index.html'))
    expect(fifth).toMatchObject({ pages: left, rendered: left })
    expect(await bundlesReused(fifth.dir)).toBe(false)
    expect(await text(fifth.dir, olkhon)).toContain('Cost: 300')
    await expect(fs.stat(path.join(fifth.dir, 'client', 'item/2/index.html'))).rejects.toThrow()
    expect(await text(fourth.dir, sitemap)).toContain('/item/2/')
    expect(await text(fifth.dir, sitemap)).not.toContain('/item/2/')
    expect(await text(fourth.dir, 'item/2/index.html')).toContain('Price: 200')
  })
})
