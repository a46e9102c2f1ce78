import type { Access } from 'payload'

import { isStaffUser } from './isContentStaff'

/** True for content staff; for everyone else a query that matches published documents only. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  return { _status: { equals: 'published' } }
}
