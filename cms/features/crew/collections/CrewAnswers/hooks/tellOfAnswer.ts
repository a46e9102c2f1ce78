import type { CollectionAfterChangeHook } from 'payload'

import { crewNotice } from '@cms/features/crew/notices/crewNotice'
import type { CrewAnswer } from '@cms/payload-types'
import { DECLINED_ANSWERS } from './decideAnswer'

/**
 * Once committed, the asker hears of a new answer; on acceptance, its author hears they were
 * chosen and each of the others that someone else was.
 */
export const tellOfAnswer: CollectionAfterChangeHook<CrewAnswer> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create') {
    await crewNotice.afterCommit(req, doc.id, 'answered')
    return doc
  }
  if (doc.status === 'accepted' && previousDoc?.status !== 'accepted') {
    await crewNotice.afterCommit(req, doc.id, 'accepted')
    const declined = req.context[DECLINED_ANSWERS]
    delete req.context[DECLINED_ANSWERS]
    for (const id of Array.isArray(declined) ? (declined as number[]) : []) await crewNotice.afterCommit(req, id, 'declined')
  }
  return doc
}
