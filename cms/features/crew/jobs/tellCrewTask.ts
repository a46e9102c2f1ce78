import { BOOKINGS_QUEUE } from '@cms/core/queues'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { shownName } from '@cms/core/contract/shownName'
import { siteLink } from '@cms/core/email/siteLink'
import { type CrewNews, crewNoticeEmail } from '../emails/crewNotice'

export const TELL_CREW_TASK = 'tellCrew'

const dates = (start: string, end: string) => (start === end ? start : `${start} – ${end}`)

/**
 * Emails the news of a crew answer: a new one to the member who asked (in the language they
 * asked in), an acceptance or a refusal to the crew member who answered (in theirs). Mail that
 * cannot be sent is logged.
 */
export async function tellCrew(payload: Payload, answerId: number, news: CrewNews): Promise<void> {
  try {
    const answer = await payload.findByID({ collection: 'crew-answers', id: answerId, depth: 0, overrideAccess: true })
    const requestId = relationId(answer.request)
    const request = requestId ? await payload.findByID({ collection: 'crew-requests', id: requestId, depth: 0, overrideAccess: true }) : null
    const [asker, responder] = await Promise.all(
      [request?.requester, answer.responder].map((user) => {
        const id = relationId(user)
        return id ? payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
      }),
    )
    if (!request || !asker || !responder) return
    const toAsker = news === 'answered'
    const [recipient, other] = toAsker ? [asker, responder] : [responder, asker]
    const language = (toAsker ? request.language : answer.language) === 'en' ? 'en' : 'ru'
    await payload.sendEmail({
      to: recipient.email,
      ...crewNoticeEmail({
        news,
        language,
        name: recipient.firstName || recipient.email,
        other: shownName(other) || other.email,
        otherEmail: news === 'accepted' ? asker.email : null,
        dates: dates(request.startDate, request.endDate),
        message: answer.message,
        link: siteLink(language, toAsker ? '/crew-request#my-requests' : '/crew/dashboard'),
      }),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `crew answer ${answerId}: could not tell of it (${news})`)
  }
}

/** Sends it once the answer, or its acceptance, is committed (queued in its transaction). */
export const tellCrewTask: TaskConfig<{ input: { answerId: number; news: CrewNews }; output: Record<string, never> }> = {
  slug: TELL_CREW_TASK,
  label: 'Email the news of a crew answer',
  retries: 2,
  inputSchema: [
    { name: 'answerId', type: 'number', required: true },
    { name: 'news', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    await tellCrew(req.payload, input.answerId, input.news)
    return { output: {} }
  },
}

export async function tellCrewAfterCommit(req: PayloadRequest, answerId: number, news: CrewNews): Promise<void> {
  await req.payload.jobs.queue({ task: TELL_CREW_TASK, input: { answerId, news }, queue: BOOKINGS_QUEUE, req })
}
