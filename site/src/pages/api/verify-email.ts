import { verifyEmailSchema } from '@cms/features/accounts/contract/auth'
import { verifyEmail } from '@cms/features/accounts/flows/verifyEmail'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

const linkInvalid = () => json(400, { success: false, code: 'linkInvalid', message: MESSAGES.linkInvalid })

/** POST /api/verify-email {token}: confirms the address the emailed link was sent to. */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: verifyEmailSchema, maxBytes: 1024 },
  invalidBody: linkInvalid,
  refusalExtra: { success: false },
  handle: async ({ visitor, body }) => {
    if (!/^[\w-]{20,100}$/.test(body.token)) return linkInvalid()
    const result = await verifyEmail({ ...(await visitor()), user: null }, body.token)
    return result.ok ? json(200, { success: true }) : json(400, { success: false, code: result.reason, message: MESSAGES[result.reason] })
  },
})

export const ALL = methodNotAllowed('POST')
