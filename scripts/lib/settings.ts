import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir, rootDir } from '@cms/core/paths'

export const ROOT_DIR = rootDir()
/** The data directory of `npm start`; tests and benchmarks choose their own. */
export const DATA_DIR = dataDir()

/** Reads `.env` when present; variables already set in the environment win. */
export function loadDotEnv(): void {
  const file = path.join(ROOT_DIR, '.env')
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

/**
 * PAYLOAD_SECRET from the environment, or one generated on first start and kept in `.data/`, so
 * sessions survive restarts without anyone having to invent a secret.
 */
export function payloadSecret(dataDir: string): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir, 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

export type Ports = { cms: number; site: number }

export function ports(): Ports {
  return { cms: Number(process.env.CMS_PORT ?? 3000), site: Number(process.env.SITE_PORT ?? 4321) }
}

/** The address the servers listen on; loopback unless HOST says otherwise. */
export const HOST = process.env.HOST ?? '127.0.0.1'
