import type { CollectionBeforeOperationHook } from 'payload'

import { enforce, rateLimitsApply, type RateLimitBucket } from '@cms/auth/rateLimits'
import { hasRole } from '@cms/contract/roles'

/**
 * A collection members write to counts each new document against the member's account (the
 * limit named by `bucket` in cms/auth/rateLimits.ts), at every door. Admins are not counted.
 */
export function limitCreatesPerAccount(bucket: RateLimitBucket): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation === 'create' && req.user && !hasRole(req.user, 'admin') && rateLimitsApply(req)) await enforce(req, [[bucket, String(req.user.id)]])
    return args
  }
}
