import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'

import { objectStorageClient, objectStorageSettings, type ObjectStorageSettings } from '@cms/core/uploads/objectStorage'
import { UPLOAD_LOCATIONS } from '@cms/core/uploads/uploadLocations'
import { mediaDir } from '@cms/core/paths'

/**
 * Where a backup takes the uploads from and a restore puts them back: the media folder, or the S3
 * bucket. In the archive they are always laid out as the folder is (the library's pictures at the
 * top, each private collection in its subfolder), so an archive restores to either.
 */
export type BackupMedia = {
  /** Named in refusals and messages. */
  name: string
  /** Copies every upload into `dir`, laid out as the media folder; answers how many files. */
  copyOut: (dir: string) => Promise<number>
  isEmpty: () => Promise<boolean>
  /** Copies the files of `dir` (laid out as the media folder) in. */
  copyIn: (dir: string) => Promise<void>
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : []

export function mediaFolder(dir: string): BackupMedia {
  return {
    name: `the media folder ${dir}`,
    copyOut: async (to) => {
      if (fs.existsSync(dir)) fs.cpSync(dir, to, { recursive: true })
      return filesUnder(to).length
    },
    isEmpty: async () => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0,
    copyIn: async (from) => {
      fs.mkdirSync(dir, { recursive: true })
      fs.cpSync(from, dir, { recursive: true })
    },
  }
}

const LOCATIONS = Object.values(UPLOAD_LOCATIONS)

export function mediaBucket(settings: ObjectStorageSettings): BackupMedia {
  const client = objectStorageClient(settings)
  const Bucket = settings.bucket
  async function* keysUnder(prefix: string): AsyncGenerator<string> {
    let ContinuationToken: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }))
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key
      ContinuationToken = page.NextContinuationToken
    } while (ContinuationToken)
  }
  return {
    name: `the bucket ${Bucket}`,
    copyOut: async (to) => {
      let count = 0
      for (const { folder, prefix } of LOCATIONS) {
        for await (const key of keysUnder(prefix)) {
          const file = path.join(to, folder, key.slice(prefix.length + 1))
          fs.mkdirSync(path.dirname(file), { recursive: true })
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
          await pipeline(object.Body as NodeJS.ReadableStream, fs.createWriteStream(file))
          count += 1
        }
      }
      return count
    },
    isEmpty: async () => {
      for (const { prefix } of LOCATIONS) for await (const _key of keysUnder(prefix)) return false
      return true
    },
    copyIn: async (from) => {
      for (const relative of filesUnder(from)) {
        const [first, ...rest] = relative.split(path.sep)
        const location = LOCATIONS.find((candidate) => candidate.folder && candidate.folder === first)
        const key = location ? `${location.prefix}/${rest.join('/')}` : `${UPLOAD_LOCATIONS.media.prefix}/${relative.split(path.sep).join('/')}`
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: fs.readFileSync(path.join(from, relative)) }))
      }
    },
  }
}

/** The uploads as this portal is configured: the bucket when S3_BUCKET is set, else the media folder. */
export function configuredMedia(): BackupMedia {
  const settings = objectStorageSettings()
  return settings ? mediaBucket(settings) : mediaFolder(mediaDir())
}
