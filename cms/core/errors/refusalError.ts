import { APIError } from 'payload'

/**
 * A refusal a flow or a collection hook throws: `messages[code]`'s words and `status`, with `code`
 * (the key the words are kept under in their contract) in its data. The portal's answer carries
 * the code beside the words for the islands to translate (site/src/lib/server/failures.ts); the
 * CMS's REST answer shows it as `errors[0].data.code`.
 */
export function refusalError<const Code extends string>(messages: Readonly<Record<Code, string>>, code: Code, status: number): APIError<{ code: string }> {
  return new APIError(messages[code], status, { code }, true)
}
