import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // node_modules and the lockfile live at the repository root, one level up.
  turbopack: { root },
  outputFileTracingRoot: root,
  poweredByHeader: false,
  images: { unoptimized: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
