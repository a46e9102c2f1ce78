import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { init, parse } from 'es-module-lexer'

/**
 * The JavaScript a first visit to a built page loads before any interaction, read from the build's
 * files (bytes, not timings): the page's module scripts and preloads, its inline scripts, the
 * islands that hydrate without waiting for the visitor (client:load, client:idle, client:only),
 * and every module those import statically. Imports made later (`import()`, a client:visible
 * island scrolled to) are not counted. Sizes are gzip, as the site server sends them.
 */
export type ModuleWeight = { module: string; gzipBytes: number }

const EAGER_ISLANDS = new Set(['load', 'idle', 'only'])

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&')

function pageFile(clientDir: string, pagePath: string): string {
  const relative = pagePath.replace(/^\/|\/$/g, '')
  return path.join(clientDir, relative, 'index.html')
}

const gzipBytes = (file: string, text: string) => (fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : gzipSync(text, { level: 9 }).length)

export async function firstLoadJavaScript(clientDir: string, pagePath: string): Promise<{ gzipBytes: number; modules: ModuleWeight[] }> {
  await init
  const html = fs.readFileSync(pageFile(clientDir, pagePath), 'utf8')
  const modules = new Map<string, number>()
  const pending: string[] = []

  const follow = (source: string, from: string) => {
    for (const found of parse(source)[0]) {
      // d === -1: a static import; dynamic ones (-0 and up) and import.meta (-2) load later or never.
      if (found.d !== -1 || !found.n) continue
      pending.push(new URL(found.n, new URL(from, 'http://site.local')).pathname)
    }
  }

  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = attribute(attributes, 'type')
    if (type === 'application/json' || type === 'application/ld+json') continue
    const src = attribute(attributes, 'src')
    if (src) pending.push(new URL(src, 'http://site.local').pathname)
    else if (body.trim()) {
      modules.set(`inline script ${modules.size + 1} (${body.trim().slice(0, 40)}…)`, gzipSync(body, { level: 9 }).length)
      if (type === 'module') follow(body, pagePath)
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = attribute(tag, 'href')
    if (href) pending.push(new URL(href, 'http://site.local').pathname)
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!EAGER_ISLANDS.has(attribute(tag, 'client') ?? '')) continue
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(tag, name)
      if (url) pending.push(new URL(url, 'http://site.local').pathname)
    }
  }

  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (modules.has(next)) continue
    const file = path.join(clientDir, next)
    const source = fs.readFileSync(file, 'utf8')
    modules.set(next, gzipBytes(file, source))
    follow(source, next)
  }

  const weights = [...modules].map(([module, bytes]) => ({ module, gzipBytes: bytes })).sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { gzipBytes: weights.reduce((sum, weight) => sum + weight.gzipBytes, 0), modules: weights }
}
