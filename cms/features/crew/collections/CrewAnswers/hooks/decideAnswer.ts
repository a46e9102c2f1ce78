import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { CREW_MESSAGES, type CrewWanted, mayAnswer } from '@cms/features/crew/contract/crew'
import { relationId } from '@cms/core/contract/relationId'
import { hasRole } from '@cms/core/contract/roles'
import { executorFor } from '@cms/core/db/executorFor'
import type { CrewAnswer } from '@cms/payload-types'
import { refusalError } from '@cms/core/errors/refusalError'

/** Where an acceptance leaves, for `afterChange`, the answers it turned down. */
export const DECLINED_ANSWERS = 'declinedCrewAnswers'

type LockedRequest = { status: string; wanted: CrewWanted; requester_id: number | null; start_date: string }

/**
 * The rules of an answer, decided from the request's row locked in the change's transaction:
 * - a new one is its writer's, to an open request of someone else's, not yet begun, that asks
 *   for their role;
 * - its text changes by its author while it waits;
 * - it is accepted by the request's asker (or an admin) while the request is open, which fills
 *   the request and turns down the other waiting answers, in the same transaction.
 */
export const decideAnswer: CollectionBeforeChangeHook<CrewAnswer> = async ({ data, operation, originalDoc, req }) => {
  const admin = hasRole(req.user, 'admin')
  const db = await executorFor(req)
  const lockRequest = async (id: number | null | undefined, mode: 'share' | 'update') => {
    if (!id) return null
    const locked = await db.execute(
      mode === 'share'
        ? sql`SELECT status, wanted, requester_id, start_date FROM crew_requests WHERE id = ${id} FOR SHARE`
        : sql`SELECT status, wanted, requester_id, start_date FROM crew_requests WHERE id = ${id} FOR UPDATE`,
    )
    return (locked.rows[0] as LockedRequest | undefined) ?? null
  }

  if (operation === 'create') {
    const responderId = admin ? (relationId(data.responder) ?? req.user?.id) : req.user?.id
    const requestId = relationId(data.request)
    // No request named: the field's own validation refuses it, saying which field.
    if (!requestId) return data
    const request = await lockRequest(requestId, 'share')
    if (!responderId || !request || request.status !== 'open' || request.start_date < marinaDayOf(new Date())) throw refusalError(CREW_MESSAGES, 'notOpen', 409)
    if (request.requester_id === responderId) throw refusalError(CREW_MESSAGES, 'ownRequest', 403)
    const responder =
      responderId === req.user?.id ? req.user : await req.payload.findByID({ collection: 'users', id: responderId, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!mayAnswer(responder, request.wanted)) throw refusalError(CREW_MESSAGES, 'cannotAnswer', 403)
    return { ...data, responder: responderId, request: requestId, status: 'pending' }
  }

  if (!originalDoc) return data
  const next: Partial<CrewAnswer> = { ...data, request: originalDoc.request, responder: originalDoc.responder }
  const mine = relationId(originalDoc.responder) === req.user?.id
  if (data.message !== undefined && data.message !== originalDoc.message) {
    if (!mine && !admin) throw refusalError(CREW_MESSAGES, 'notResponder', 403)
    if (originalDoc.status !== 'pending') throw refusalError(CREW_MESSAGES, 'notPending', 409)
  }
  const status = data.status ?? originalDoc.status
  if (status === originalDoc.status) return { ...next, status }
  if (status !== 'accepted' || originalDoc.status !== 'pending') throw refusalError(CREW_MESSAGES, 'notPending', 409)
  const requestId = relationId(originalDoc.request)
  const request = await lockRequest(requestId, 'update')
  if (!request || (!admin && request.requester_id !== req.user?.id)) throw refusalError(CREW_MESSAGES, 'notRequester', 403)
  // Under the lock: a second acceptance at the same moment finds the request filled.
  if (request.status !== 'open') throw refusalError(CREW_MESSAGES, 'notOpen', 409)
  await db.execute(sql`UPDATE crew_requests SET status = 'filled', accepted_answer_id = ${originalDoc.id}, updated_at = now() WHERE id = ${requestId}`)
  const declined = await db.execute(sql`
    UPDATE crew_answers SET status = 'declined', updated_at = now() WHERE request_id = ${requestId} AND status = 'pending' AND id <> ${originalDoc.id} RETURNING id`)
  req.context[DECLINED_ANSWERS] = (declined.rows as { id: number }[]).map((row) => row.id)
  return { ...next, status: 'accepted' }
}
