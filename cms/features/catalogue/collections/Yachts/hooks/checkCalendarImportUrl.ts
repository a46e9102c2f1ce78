import { type FieldHook, ValidationError } from 'payload'

import { outboundAddressProblem } from '@cms/core/outbound/publicAddress'

/**
 * The import address is refused when it is saved, drafts included (Payload validates no draft, and
 * an owner's saves are all drafts): http(s) only, and no IP literal inside a private range. A name is
 * checked after resolution at each fetch, as DNS answers change.
 */
export const checkCalendarImportUrl: FieldHook = ({ value, req }) => {
  if (typeof value !== 'string' || value.trim() === '') return value === '' ? null : value
  const problem = outboundAddressProblem(value.trim())
  if (problem) throw new ValidationError({ collection: 'yachts', errors: [{ path: 'calendarImportUrl', message: problem }] }, req.t)
  return value.trim()
}
