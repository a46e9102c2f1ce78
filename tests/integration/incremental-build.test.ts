import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { pathToFileURL } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteBuildEnvironment } from '@cms/features/publishing/siteBuild'
import { PAGES_FILE, RENDERED_PAGES_FILE } from '@site/integrations/renderedPages'

/**
 * What a publish re-renders (#33), with Astro's own incremental build and the site's recorder
 * (site/src/integrations/renderedPages.ts), on a small site of its own: a change of data re-renders
 * the pages that show it; a change of a template, or of the strings a template imports, re-renders
 * every page it reaches, however unchanged their data. The real site's pages are built the same way
 * (astro.config.mjs), and its publishes reuse exactly the pages this record leaves out.
 */

const repository = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
let project = ''

/** The site's data, read while it builds as the real site reads the CMS: not a module of its code. */
const items = (prices: Record<string, number>) => JSON.stringify(prices)

const files: Record<string, string> = {
  'astro.config.mjs': `import { defineConfig } from 'astro/config'
import { renderedPages } from ${JSON.stringify(pathToFileURL(path.join(repository, 'site/src/integrations/renderedPages.ts')).href)}
export default defineConfig({
  output: 'static',
  integrations: [renderedPages()],
  cacheDir: './cache',
  experimental: { incrementalBuild: true },
})
`,
  'src/strings.json': JSON.stringify({ price: 'Price' }),
  'items.json': items({ 1: 100, 2: 200 }),
  'src/layouts/Layout.astro': `---
const { title } = Astro.props
---
<html lang="en"><head><title>{title}</title></head><body><slot /></body></html>
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
<Layout title={Astro.params.id}><p>{strings.price}: {price}</p></Layout>
`,
  // A page without a key of its content, as the real site's lists and home page are.
  'src/pages/about.astro': `---
import Layout from '../layouts/Layout.astro'
---
<Layout title="About"><p>About</p></Layout>
`,
}

/** Builds the small site as the publish builds the real one; the pages it rendered, by file. */
async function build(): Promise<{ pages: string[]; rendered: string[] }> {
  await run(process.execPath, [path.join(repository, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: project,
    env: { ...siteBuildEnvironment(), ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  })
  const read = async (name: string) => (JSON.parse(await fs.readFile(path.join(project, 'dist', name), 'utf8')) as string[]).map((file) => file.split(path.sep).join('/'))
  return { pages: await read(PAGES_FILE), rendered: await read(RENDERED_PAGES_FILE) }
}

const write = (name: string, text: string) => fs.writeFile(path.join(project, name), text)

beforeAll(async () => {
  project = await fs.mkdtemp(path.join(os.tmpdir(), 'incremental-build-'))
  await fs.symlink(path.join(repository, 'node_modules'), path.join(project, 'node_modules'), 'dir')
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(project, name)), { recursive: true })
    await write(name, text)
  }
})

afterAll(async () => {
  if (project) await fs.rm(project, { recursive: true, force: true })
})

const everyPage = ['about/index.html', 'item/1/index.html', 'item/2/index.html']

describe('an incremental build', () => {
  it('renders every page first, then only those whose data or templates changed', { timeout: 300_000 }, async () => {
    expect(await build()).toEqual({ pages: everyPage, rendered: everyPage })

    // Nothing changed: every page with a key is the last build's; a page without one renders always.
    expect((await build()).rendered).toEqual(['about/index.html'])

    // One price: that item's page.
    await write('items.json', items({ 1: 120, 2: 200 }))
    expect((await build()).rendered).toEqual(['about/index.html', 'item/1/index.html'])

    // The layout every page uses: every page, though no data changed.
    await write('src/layouts/Layout.astro', (files['src/layouts/Layout.astro'] ?? '').replace('<body>', '<body class="new">'))
    expect((await build()).rendered).toEqual(everyPage)

    // The strings the item pages import: every item's page, with its data as it was.
    await write('src/strings.json', JSON.stringify({ price: 'Cost' }))
    const { pages, rendered } = await build()
    expect(rendered).toEqual(everyPage)
    expect(pages).toEqual(everyPage)
    expect(await fs.readFile(path.join(project, 'dist/item/2/index.html'), 'utf8')).toContain('Cost: 200')
  })
})
