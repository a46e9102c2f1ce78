import type { CollectionBeforeOperationHook } from 'payload'

import { rateLimitsApply } from '@cms/core/rateLimits'
import { hasRole } from '@cms/core/contract/roles'
import { checkNewsletterEmail } from '@cms/features/newsletter/contract/newsletter'
import { countSignUp, SIGN_UP_COUNTED } from '@cms/features/newsletter/signUpLimits'

/** Every new subscriber is counted against the sign-up limits, at every door (the portal's route counts before it looks the address up). */
export const limitSignUps: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || hasRole(req.user, 'admin') || !rateLimitsApply(req) || req.context[SIGN_UP_COUNTED]) return args
  const checked = checkNewsletterEmail((args.data as { email?: unknown } | undefined)?.email)
  // A malformed address is refused by the field's validation; it is counted against the visitor only.
  await countSignUp(req, checked.ok ? checked.email : null)
  return args
}
