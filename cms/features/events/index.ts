import type { Feature } from '@cms/core/feature'

import { Events } from './collections/Events'
import { EventRegistrations } from './collections/EventRegistrations'
import { expireRegistrationHoldsTask } from './jobs/expireRegistrationHoldsTask'
import { registrantNotice } from './notices/registrantNotice'
import { entryFeePayable } from './payable'

/** Regattas and festivals: places, the waiting list, entry fees and the registrants’ notices. */
export const eventsFeature: Feature = {
  payables: [entryFeePayable],
  collections: [Events, EventRegistrations],
  tasks: [expireRegistrationHoldsTask, registrantNotice.task],
}

// What other features use: they import this feature only from here.
export { membersMarkdownToHtml } from './markdown'
