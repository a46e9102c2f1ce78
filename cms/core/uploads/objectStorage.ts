import { S3Client } from '@aws-sdk/client-s3'

/** An S3-compatible store for uploads (AWS S3, MinIO, Garage, …), from the environment. */
export type ObjectStorageSettings = {
  bucket: string
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string
  region: string
  /** MinIO, Garage and most stores other than AWS want bucket names in the path. */
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/**
 * The store named by S3_BUCKET and its settings, or null when uploads stay on local disk (the
 * default). Read on each call: tests and scripts set the environment after loading modules.
 */
export function objectStorageSettings(env: NodeJS.ProcessEnv = process.env): ObjectStorageSettings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the machine’s own AWS credentials.')
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? 'true' : 'false')) === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/** The S3 client options for these settings, as Payload's storage adapter and the portal's own reads use them. */
export function objectStorageClientConfig(settings: ObjectStorageSettings) {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Stores other than AWS do not all check the SDK's default CRC32 checksums: send and verify
    // them only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  } as const
}

const clients = new Map<string, S3Client>()

/** One client per store for the process: it keeps its connections open. */
export function objectStorageClient(settings: ObjectStorageSettings): S3Client {
  const key = `${settings.endpoint ?? ''}|${settings.region}|${settings.bucket}|${settings.credentials?.accessKeyId ?? ''}`
  let client = clients.get(key)
  if (!client) {
    client = new S3Client(objectStorageClientConfig(settings))
    clients.set(key, client)
  }
  return client
}
