import { cardAuthenticationSchema } from '@cms/features/payments/contract/payments'
import { authenticateCharge } from '@cms/features/payments/testGateway/ledger'
import { InvalidBody } from '@site/lib/server/invalidBody'
import { methodNotAllowed } from '@site/lib/server/http'
import { testGatewayCardPost } from '@site/lib/server/testGatewayRoute'

export const prerender = false

/** POST /api/test-gateway/charges/{id}/authenticate `{ clientSecret, approve }`: the cardholder confirms (or refuses) the payment. */
export const POST = testGatewayCardPost(async (context, body) => {
  const answer = cardAuthenticationSchema.safeParse(body)
  if (!answer.success) throw new InvalidBody(answer.error)
  return authenticateCharge(context.locals.payload, String(context.params.id), answer.data.clientSecret, answer.data.approve)
})

export const ALL = methodNotAllowed('POST')
