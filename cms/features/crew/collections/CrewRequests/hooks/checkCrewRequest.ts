import type { CollectionBeforeChangeHook } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { CREW_MESSAGES, crewDatesProblem } from '@cms/features/crew/contract/crew'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import type { CrewRequest } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/**
 * A new request is its writer's (an admin may write one for someone), opens, and asks for days
 * that can be asked for: not past, at most 60 of them, at most two years ahead. After that, its
 * asker may only cancel it while it is open; admins may change anything. It is filled only by
 * accepting an answer (crew-answers' hook).
 */
export const checkCrewRequest: CollectionBeforeChangeHook<CrewRequest> = async ({ data, operation, originalDoc, req }) => {
  const admin = hasRole(req.user, 'admin')
  if (operation === 'create') {
    const requester = admin ? (relationId(data.requester) ?? req.user?.id) : req.user?.id
    if (!requester) throw refusalError(CREW_MESSAGES, 'notRequester', 403)
    const problem = crewDatesProblem(String(data.startDate ?? ''), String(data.endDate ?? ''), marinaDayOf(new Date()))
    if (problem) throw refusalError(CREW_MESSAGES, problem, 400)
    return { ...data, requester, status: admin ? (data.status ?? 'open') : 'open', acceptedAnswer: null }
  }
  if (!originalDoc) return data
  if (admin) {
    const startDate = String(data.startDate ?? originalDoc.startDate)
    const endDate = String(data.endDate ?? originalDoc.endDate)
    if (endDate < startDate) throw refusalError(CREW_MESSAGES, 'endBeforeStart', 400)
    return { ...data, requester: originalDoc.requester, acceptedAnswer: originalDoc.acceptedAnswer }
  }
  // What was asked stays as it was asked: the crew who answered answered that.
  const rewritten = ASKED.some((field) => data[field] !== undefined && data[field] !== originalDoc[field])
  const cancelling = data.status === 'cancelled'
  const unchanged = data.status === undefined || data.status === originalDoc.status
  if (rewritten || (cancelling && originalDoc.status !== 'open') || !(cancelling || unchanged)) throw refusalError(CREW_MESSAGES, 'onlyCancel', 409)
  return { ...data, status: cancelling ? 'cancelled' : originalDoc.status }
}

const ASKED = ['wanted', 'startDate', 'endDate', 'yachtType', 'region', 'message', 'language'] as const satisfies readonly (keyof CrewRequest)[]
