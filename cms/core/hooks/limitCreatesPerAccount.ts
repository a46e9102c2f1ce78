import type { CollectionBeforeOperationHook } from 'payload'

import { enforce, rateLimitsApply, type RateLimitBucket } from '@cms/core/rateLimits'
import { hasRole } from '@cms/core/contract/roles'

/**
 * A collection members write to counts each new document against the member's account (the
 * limit named by `bucket` in cms/core/rateLimits.ts), at every door. Admins are not counted.
 */
export function limitCreatesPerAccount(bucket: RateLimitBucket): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation === 'create' && req.user && !hasRole(req.user, 'admin') && rateLimitsApply(req)) await enforce(req, [[bucket, String(req.user.id)]])
    return args
  }
}
