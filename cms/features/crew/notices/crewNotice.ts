import { defineNotice } from '@cms/core/notices'
import { relationId } from '@cms/core/contract/relationId'
import { shownName } from '@cms/core/contract/shownName'
import { siteLink } from '@cms/core/email/siteLink'
import { CREW_NEWS, crewNoticeEmail } from '../emails/crewNotice'

const dates = (start: string, end: string) => (start === end ? start : `${start} – ${end}`)

/**
 * Emails the news of a crew answer, once the answer or its acceptance is committed: a new one to
 * the member who asked (in the language they asked in), an acceptance or a refusal to the crew
 * member who answered (in theirs).
 */
export const crewNotice = defineNotice({
  slug: 'tellCrew',
  label: 'Email the news of a crew answer',
  kinds: CREW_NEWS,
  write: async (payload, answerId, news) => {
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
  },
})
