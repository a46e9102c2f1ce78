import type { z } from 'zod'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'

/** A body that fails its contract schema, thrown from inside a route's work: answerFailure makes it a 400 `invalid` with per-field codes. */
export class InvalidBody extends Error {
  override name = 'InvalidBody'
  readonly status = 400
  readonly data: { code: 'invalid'; errors: Record<string, string> }
  constructor(error: z.ZodError) {
    super(MESSAGES.somethingWentWrong)
    this.data = { code: 'invalid', errors: fieldErrors(error) }
  }
}
