import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'

import { objectStorageClient, objectStorageSettings, type ObjectStorageSettings } from './objectStorage'
import { UPLOAD_LOCATIONS, type UploadCollection, uploadFolder } from './uploadLocations'

/** A stored upload, found but not yet read: what an answer's headers need, and its bytes on demand. */
export type StoredFile = {
  size: number
  /** The type the store recorded, when it records one (S3 does; local disk does not). */
  contentType: string | null
  etag: string
  open: () => Promise<Readable>
}

/** Where one collection's files are read from: a folder, or a prefix of the bucket. */
export type FileStore = {
  /** The file of that name (a bare file name, never a path), or null when there is none. */
  find: (filename: string, documentPrefix?: string | null) => Promise<StoredFile | null>
}

/** A bare file name: nothing that climbs or names a hidden file. */
function isBareName(filename: string): boolean {
  return filename !== '' && !/[/\\\0]/.test(filename) && !filename.startsWith('.')
}

export function diskStore(dir: string): FileStore {
  return {
    async find(filename) {
      if (!isBareName(filename)) return null
      const file = path.join(dir, filename)
      const stats = await fs.promises.stat(file).catch(() => null)
      if (!stats?.isFile()) return null
      return {
        size: stats.size,
        contentType: null,
        etag: `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
        open: async () => fs.createReadStream(file),
      }
    },
  }
}

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)

/**
 * Objects under `prefix/`; a document that recorded its own prefix (Payload's storage adapter keeps
 * it within the collection's) is read from there, as the adapter itself reads it.
 */
function bucketStore(settings: ObjectStorageSettings, prefix: string): FileStore {
  const client = objectStorageClient(settings)
  return {
    async find(filename, documentPrefix) {
      if (!isBareName(filename)) return null
      const Key = `${documentPrefix || prefix}/${filename}`
      const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key })).catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
      if (!head) return null
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? null,
        etag: head.ETag ?? `"${Key}"`,
        open: async () => {
          const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }))
          return object.Body as Readable
        },
      }
    },
  }
}

/** The store of a collection's uploads, as configured: the bucket when S3_BUCKET is set, else local disk. */
export function uploadStore(collection: UploadCollection, settings = objectStorageSettings()): FileStore {
  return settings ? bucketStore(settings, UPLOAD_LOCATIONS[collection].prefix) : diskStore(uploadFolder(collection))
}

/** A stored file's bytes, for code that transforms them (a submission's picture copied into the library). */
export async function readStoredFile(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await file.open()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}
