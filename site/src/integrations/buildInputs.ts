import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { liveBuildFolder, readBuildRecord } from './liveBuildRecord'
import { takeLoadedSourceFiles } from './loadedSourceFiles'
import { recorded } from './buildRecord'

/** Where a build records the project files it read (beside its output). */
export const BUILD_INPUTS_FILE = 'build-inputs.json'

/**
 * The project files this build's bundles read, and those Node loaded with the config, relative to
 * the project's root, kept on the build process's global object.
 */
const buildInputsRecord = (): BuildInputsRecord => recorded(Symbol.for('baikal.buildInputs'), () => ({ root: '', files: new Set<string>(), configFiles: new Map() }))

type BuildInputsRecord = {
  root: string
  files: Set<string>
  /**
   * The files Node loaded with the config, each with the digest of the source it ran
   * (loadedSourceFiles.ts). Null when the hooks are registered, yet Node did not load the config:
   * Astro loaded it with Vite, its imports unrecorded.
   */
  configFiles: Map<string, string | null> | null
  fingerprint?: string
}

/** Where a build records its code's fingerprint (codeFingerprint), beside its output. */
const CODE_FINGERPRINT_FILE = 'code-fingerprint.json'

/** What the pages are rendered with besides the files the bundles read: the packages, the config, the settings. */
const PROJECT_SETTINGS = ['package-lock.json', 'astro.config.mjs', 'tsconfig.json']

/**
 * The environment the pages read while they render (lib/media.ts, features/bookings/YachtDates.astro)
 * or the config reads (SITE_URL): a new value changes pages whose content did not.
 */
const RENDERING_ENVIRONMENT = ['SITE_URL', 'MEDIA_URL', 'BOOKING_PARTNER_URL']

/**
 * A fingerprint of the code this build renders its pages with: every project file its bundles read
 * (their content), the lockfile, the config and what it imports, and the environment the pages read. Two builds with
 * the same fingerprint render the same data into the same bytes. Null before the bundles are made,
 * or in a build without this integration: then no page is taken to be unchanged on its key alone.
 */
function codeFingerprint(): string | null {
  const record = buildInputsRecord()
  if (record.files.size === 0 || record.configFiles === null) return null
  // Asked after the bundles are made, when the inputs are all known: once is enough.
  record.fingerprint ??= fingerprintOf(record.root, record.files)
  return record.fingerprint
}

/**
 * The fingerprint of `files` (relative to `root`), with the project's settings, the files Node
 * loaded with the config (an integration that rewrites the pages, the CMS's contract it reads,
 * none outside a publish's build) and the environment the pages read.
 */
export function fingerprintOf(root: string, files: Iterable<string>): string {
  const hash = createHash('sha256')
  const configFiles = buildInputsRecord().configFiles ?? new Map<string, string | null>()
  for (const file of [...new Set([...files, ...PROJECT_SETTINGS, ...configFiles.keys()])].sort()) {
    // What Node ran, not what the file holds now: it may have been edited since it was loaded.
    const content = configFiles.get(file) ?? contentOf(path.join(root, file))
    hash.update(file).update('\0').update(content).update('\0')
  }
  for (const name of RENDERING_ENVIRONMENT) hash.update(`${name}=${process.env[name] ?? ''}\0`)
  return hash.digest('hex')
}

/** A file's content; empty for a file gone since (a virtual module's id): its name alone is hashed. */
function contentOf(file: string): Buffer | string {
  try {
    return readFileSync(file)
  } catch {
    return ''
  }
}

/** The files this build's bundles read, relative to the project's root: none before the bundles are made. */
export const buildInputFiles = (): ReadonlySet<string> => buildInputsRecord().files

/**
 * Takes `files` as the files this build's bundles read: a build that renders with the live build's
 * bundles (reusedBundles.ts) reads what they read, and makes none of its own.
 */
export function takeBuildInputs(files: Iterable<string>): void {
  const record = buildInputsRecord()
  record.files = new Set(files)
  record.fingerprint = undefined
}

/**
 * Whether the build in `folder` was written by a build of this code: the fingerprint recorded
 * beside it is this build's. False when none was recorded. A page's key covers its content, not
 * the environment the pages read nor the files the bundles read: the live build's pages are
 * linked only under this check.
 */
async function sameCodeAs(folder: string): Promise<boolean> {
  const code = codeFingerprint()
  return code !== null && (await readBuildRecord(folder, CODE_FINGERPRINT_FILE)) === code
}

/** Whether this build renders with the live build's code (sameCodeAs); false without a live build. */
export async function sameCodeAsLiveBuild(): Promise<boolean> {
  const live = liveBuildFolder()
  return live !== null && (await sameCodeAs(live))
}

/**
 * Records every project file the build's bundles read (outside node_modules) and those Node loaded
 * with the config, so the next start
 * can tell whether a rebuild is due from exactly those files (scripts/lib/sourceHash.ts): the
 * site imports parts of the CMS (the contract, the account flows), and an edit there must not
 * leave a stale site.
 */
export function buildInputs(): AstroIntegration {
  const record = buildInputsRecord()
  let outDir = ''
  return {
    name: 'baikal:build-inputs',
    hooks: {
      'astro:config:setup': ({ config, updateConfig, logger }) => {
        const root = path.resolve(fileURLToPath(config.root))
        record.root = root
        // Everything the config imports is loaded by now; the bundles Node loads later are this build's output.
        const loaded = takeLoadedSourceFiles()
        // Node failed to import the config (an import the hooks could not resolve), and Astro fell
        // back to Vite: what the config imports is not known, so no page is taken as unchanged.
        const unrecorded = loaded.size > 0 && !loaded.has(import.meta.url)
        record.configFiles = unrecorded ? null : new Map([...loaded].map(([url, digest]) => [path.relative(root, fileURLToPath(url)), digest]))
        if (unrecorded) logger.warn('Node did not load astro.config.mjs: every page is rendered again')
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'baikal:record-build-inputs',
                buildEnd() {
                  for (const id of this.getModuleIds()) {
                    const file = id.split('?')[0] ?? ''
                    if (file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`)) record.files.add(path.relative(root, file))
                  }
                },
              },
            ],
          },
        })
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:done': async () => {
        const fingerprint = JSON.stringify(codeFingerprint())
        await Promise.all([
          fs.writeFile(path.join(outDir, BUILD_INPUTS_FILE), JSON.stringify([...new Set([...record.files, ...(record.configFiles?.keys() ?? [])])].sort(), null, 1)),
          fs.writeFile(path.join(outDir, CODE_FINGERPRINT_FILE), fingerprint),
        ])
      },
    },
  }
}
