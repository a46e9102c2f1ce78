import type { Endpoint } from 'payload'

import { hasRole } from '@cms/core/contract/roles'
import { requestSiteRebuild } from '../requestSiteRebuild'

/**
 * POST /api/site-builds/rebuild: an admin asks for a rebuild of the public site (from the admin's
 * dashboard). It is queued like any publish's, so one already waiting is replaced, not doubled.
 */
export const rebuildNow: Endpoint = {
  path: '/rebuild',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) return Response.json({ errors: [{ message: 'Only admins start a rebuild.' }] }, { status: 403 })
    if (process.env.SITE_REBUILD === 'off') {
      return Response.json({ errors: [{ message: 'This server does not rebuild the site (SITE_REBUILD=off).' }] }, { status: 409 })
    }
    await requestSiteRebuild(req.payload, `rebuild asked by ${req.user?.email ?? 'an admin'}`)
    return Response.json({ queued: true }, { status: 202 })
  },
}
