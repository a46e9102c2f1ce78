import { cardPaymentSchema } from '@cms/features/payments/contract/payments'
import { payCharge } from '@cms/features/payments/testGateway/ledger'
import { InvalidBody } from '@site/lib/server/invalidBody'
import { methodNotAllowed } from '@site/lib/server/http'
import { testGatewayCardPost } from '@site/lib/server/testGatewayRoute'

export const prerender = false

/**
 * POST /api/test-gateway/charges/{id}/pay `{ clientSecret, number, expiry: 'MM/YY', cvc, name? }`:
 * the test gateway takes a card. 200 with the charge (`succeeded`, or `requires-action` for a card
 * that asks to be confirmed); 402 with the reason for a declined card; 400 for a card that is not
 * one (a wrong number, an expired date). The merchant hears the outcome by webhook.
 */
export const POST = testGatewayCardPost(async (context, body) => {
  const card = cardPaymentSchema.safeParse(body)
  if (!card.success) throw new InvalidBody(card.error)
  return payCharge(context.locals.payload, String(context.params.id), card.data.clientSecret, card.data.number)
})

export const ALL = methodNotAllowed('POST')
