import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** S3rver's own keys: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER'

/**
 * An S3-compatible server on a loopback port (s3rver, speaking S3's REST protocol with signature
 * checks), with empty buckets (the first is the portal's), and the environment that points the
 * portal at it. S3RVER_LOG=on prints its requests.
 */
export async function startS3Server(buckets: readonly string[] = ['portal-media']): Promise<{ env: Record<string, string>; directory: string; close: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const configureBuckets = buckets.map((name) => ({ name, configs: [] }))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: process.env.S3RVER_LOG !== 'on', directory, configureBuckets })
  const { port } = (await server.run()) as AddressInfo
  return {
    env: {
      S3_BUCKET: buckets[0] ?? 'portal-media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    directory,
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
