import type { TFunction } from 'i18next'

import { CREW_MESSAGES, CREW_REQUEST_MAX_DAYS } from '@cms/features/crew/contract/crew'
import { contractProblem } from '@site/ui/contractProblem'

/** What went wrong with a crew call, in the page's language. */
export const crewProblem = (error: unknown, t: TFunction): string => contractProblem(error, t, { messages: CREW_MESSAGES, prefix: 'crew', values: { max: CREW_REQUEST_MAX_DAYS } })
