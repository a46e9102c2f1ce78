import { createHmac } from 'node:crypto'

import { requireEnv } from '@cms/core/requireEnv'
import { siteUrl } from '@cms/core/email/siteLink'

/**
 * The key the test gateway signs its webhooks with and the portal checks them by. Set
 * TEST_GATEWAY_WEBHOOK_SECRET to choose it; otherwise it is derived from PAYLOAD_SECRET, which
 * the gateway and the portal (one server) share.
 */
export function testGatewayWebhookSecret(): string {
  return process.env.TEST_GATEWAY_WEBHOOK_SECRET || createHmac('sha256', requireEnv('PAYLOAD_SECRET')).update('test-gateway-webhooks').digest('hex')
}

/** Where the gateway posts its callbacks: the site server's webhook route. */
export function testGatewayWebhookUrl(): string {
  const base = process.env.TEST_GATEWAY_WEBHOOK_URL || `${siteUrl()}/api/payments/webhook/test-gateway`
  return base
}
