import { type Access, NotFound, type PayloadHandler, type SanitizedConfig, UnauthorizedError } from 'payload'

import { isAdmin } from './isAdmin'
import { isContentStaff } from './isContentStaff'
import { nobody } from './nobody'

/**
 * Payload adds its own collections (document locks, preferences, migrations, the jobs queue,
 * key-value storage) while it builds the config, with defaults open to any signed-in account.
 * Their REST doors are narrowed here, after the build, the only place they can be set (and every
 * collection's doors that lead nowhere are closed, so they answer 404 rather than 500):
 * - locks are for staff (the admin itself writes them past access);
 * - preferences: the admin reads and writes them through its own endpoints
 *   (`/api/payload-preferences/:key`, each person's own, past access); the collection's generic
 *   doors are closed (their access query for "own" also fails on PostgreSQL);
 * - migrations, jobs and the key-value store are the server's: admins may look, no one writes.
 */
const RULES: Record<string, { read: Access; create: Access; update: Access; delete: Access }> = {
  'payload-locked-documents': { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  'payload-migrations': { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  'payload-jobs': { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  'payload-kv': { read: nobody, create: nobody, update: nobody, delete: nobody },
  'payload-preferences': { read: nobody, create: nobody, update: nobody, delete: nobody },
}

export function withGuardedInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const rules = RULES[collection.slug]
    if (rules) collection.access = { ...collection.access, ...rules }
    // A collection without REST endpoints answers 501 to every request for it; 404 says it right.
    if (collection.endpoints === false) collection.endpoints = []
    // Version endpoints of a collection that keeps no versions answer 500; without them, 404.
    if (!collection.versions && Array.isArray(collection.endpoints)) collection.endpoints = collection.endpoints.filter((endpoint) => !endpoint.path.startsWith('/versions'))
    if (collection.slug === 'payload-preferences' && Array.isArray(collection.endpoints)) {
      collection.endpoints = collection.endpoints.map((endpoint) =>
        endpoint.method === 'delete' && endpoint.path === '/:key' ? { ...endpoint, handler: deleteOwnPreference } : endpoint,
      )
    }
  }
  return config
}

/**
 * DELETE /api/payload-preferences/{key}: Payload's own handler deletes with a query that
 * PostgreSQL refuses (500). The same preference is found the way Payload's read finds it, and
 * deleted by its id: the signed-in person's own, or nothing.
 */
const deleteOwnPreference: PayloadHandler = async (req) => {
  if (!req.user) throw new UnauthorizedError(req.t)
  const key = String(req.routeParams?.key ?? '')
  const { docs } = await req.payload.db.find({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: key } }, { 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] },
    limit: 1,
    req,
  })
  const own = docs[0] as { id: number | string } | undefined
  if (!own) throw new NotFound(req.t)
  await req.payload.db.deleteOne({ collection: 'payload-preferences', where: { id: { equals: own.id } }, req })
  return Response.json({ message: 'Deleted' })
}
