import type { APIContext } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { z } from '@cms/core/contract/zodSettings'
import { testGatewayActive } from '@cms/features/payments/providers'
import { ChargeRefusal, type ChargeView } from '@cms/features/payments/testGateway/ledger'
import { defineRoute } from './defineRoute'
import { json, refusal } from './http'
import { overLimit } from './rateLimited'

const CARD_MESSAGES: Record<string, string> = {
  card_declined: MESSAGES.cardDeclined,
  insufficient_funds: MESSAGES.cardInsufficientFunds,
  authentication_failed: MESSAGES.cardAuthenticationFailed,
}

/** The charge as the card form sees it; a declined one is a 402 with the card's code (`card_declined` …) and its words. */
function chargeAnswer(charge: ChargeView): Response {
  if (charge.state !== 'failed') return json(200, charge)
  const code = charge.failureCode ?? 'card_declined'
  return json(402, { ...charge, error: CARD_MESSAGES[code] ?? MESSAGES.cardDeclined, code })
}

/**
 * A POST to one of the test gateway's card doors (pay, confirm): open only while the gateway is
 * the active provider, limited per address (card testers try many numbers), JSON in, the charge
 * out. Anyone holding a charge's client secret may pay it, as at a real gateway. The work checks
 * the body itself, after the attempt is counted: a malformed card counts as much as a declined one.
 */
export const testGatewayCardPost = (work: (context: APIContext, body: unknown) => Promise<ChargeView>) =>
  defineRoute({
    who: 'anyone',
    body: { json: z.unknown(), maxBytes: 2048 },
    handle: async ({ context, body }) => {
      if (!testGatewayActive()) return refusal(404, 'testGatewayOff')
      const limited = await overLimit(context.locals, 'cardAttempt', context.locals.clientAddress)
      if (limited) return limited
      try {
        return chargeAnswer(await work(context, body))
      } catch (error) {
        if (error instanceof ChargeRefusal) return json(error.status, { error: error.message, code: error.code })
        throw error
      }
    },
  })
