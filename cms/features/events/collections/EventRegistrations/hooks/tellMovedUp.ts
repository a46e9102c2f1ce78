import type { CollectionAfterChangeHook } from 'payload'

import { tellRegistrantAfterCommit } from '@cms/features/events/jobs/tellRegistrantTask'
import type { EventRegistration } from '@cms/payload-types'
import { PROMOTED_REGISTRATION } from './cancelOnly'

/** The member a cancellation moved up from the waiting list is emailed, once the change is committed. */
export const tellMovedUp: CollectionAfterChangeHook<EventRegistration> = async ({ doc, req }) => {
  const promoted = req.context[PROMOTED_REGISTRATION]
  if (typeof promoted === 'number') {
    delete req.context[PROMOTED_REGISTRATION]
    await tellRegistrantAfterCommit(req, promoted)
  }
  return doc
}
