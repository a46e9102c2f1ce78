import type { Payload } from 'payload'

import { redirectPath } from './redirectPath'

/** Where an address of the site that has no page of its own now lives, or null (the site server's 404). */
export async function redirectTarget(payload: Payload, pathname: string): Promise<string | null> {
  const from = redirectPath(pathname)
  if (!from) return null
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]?.to ?? null
}
