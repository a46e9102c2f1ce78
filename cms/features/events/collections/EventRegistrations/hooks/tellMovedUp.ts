import type { CollectionAfterChangeHook } from 'payload'

import { registrantNotice } from '@cms/features/events/notices/registrantNotice'
import type { EventRegistration } from '@cms/payload-types'
import { PROMOTED_REGISTRATION } from './cancelOnly'

/** The member a cancellation moved up from the waiting list is emailed, once the change is committed. */
export const tellMovedUp: CollectionAfterChangeHook<EventRegistration> = async ({ doc, req }) => {
  const promoted = req.context[PROMOTED_REGISTRATION]
  if (typeof promoted === 'number') {
    delete req.context[PROMOTED_REGISTRATION]
    await registrantNotice.afterCommit(req, promoted, 'opened')
  }
  return doc
}
