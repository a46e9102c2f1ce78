import type { CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '@cms/core/access/isContentStaff'
import { enforce, rateLimitsApply, type RateLimitBucket } from '@cms/core/rateLimits'
import { visitorAddress } from '@cms/core/visitorAddress'

/**
 * A collection that anyone may write to counts each new document against the visitor's address
 * (the limit named by `bucket` in cms/core/rateLimits.ts), at every door: the portal's routes,
 * the CMS's REST API, GraphQL. Staff are not counted.
 */
export function limitCreatesPerVisitor(bucket: RateLimitBucket): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation === 'create' && !isStaffUser(req.user) && rateLimitsApply(req)) await enforce(req, [[bucket, visitorAddress(req)]])
    return args
  }
}
