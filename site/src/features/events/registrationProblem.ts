import type { TFunction } from 'i18next'

import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { contractProblem } from '@site/ui/contractProblem'

/**
 * What went wrong with a registration call (register, cancel, pay the entry fee), in the page's
 * language, by the refusal's code: the registration contract's own, and the shared ones these
 * calls answer (the event gone, the session ended, the payment provider down).
 */
export const registrationProblem = (error: unknown, t: TFunction): string =>
  contractProblem(error, t, { messages: REGISTRATION_MESSAGES, codes: ['notFound', 'notSignedIn', 'paymentProviderDown'], prefix: 'registration' })
