import type { Language } from '@cms/core/contract/language'
import type { APIContext, APIRoute } from 'astro'
import type { z } from 'zod'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from './failures'
import { type FormFileLimits, readFormFile } from './formFile'
import { foreignOrigin, json, readCapped, readJsonBody, refusal, rowId } from './http'
import { adminOf, languageOf, type Member, memberOf, type Visitor, visitorOf } from './visitor'

/** Who may call a route: anyone (their session read when the work asks), a signed-in member, one whose address is confirmed, an admin. */
export type Who = 'anyone' | 'member' | 'verified' | 'admin'

/**
 * What a route takes in its body: JSON checked against a contract schema, one file of a
 * multipart form, or the exact bytes (a provider's signed callback). Each with the most it reads.
 * An `optional` JSON body may be `null`, taken as `{}` (the form with nothing filled in) and
 * checked as such; any other is checked as it was sent.
 */
export type BodySpec = { json: z.ZodType; maxBytes: number; optional?: true } | { file: FormFileLimits } | { raw: { maxBytes: number } }

type BodyOf<B> = B extends { json: infer S extends z.ZodType } ? z.output<S> : B extends { file: FormFileLimits } ? Buffer : B extends { raw: unknown } ? Uint8Array : undefined

/**
 * The row a route works on, named by its path: `true` for its `{id}`; or `param`, the parameter that
 * holds the id when it is not `id`, and `invalid`, the answer to a value that is no row id when the
 * route's callers expect another than 404.
 */
export type RowSpec = true | { param?: string; invalid?: () => Response }

type Extra = Record<string, unknown>

/** The visitor, found when first asked; `language` when the route knows theirs better than the request does (a form's own field). */
type VisitorOf = (language?: Language) => Promise<Visitor>

type Caller<W extends Who> = W extends 'anyone' ? { visitor: VisitorOf } : { member: Member }

type RouteInput<W extends Who, B, Row extends RowSpec | false> = Caller<W> & {
  body: BodyOf<B>
  context: APIContext
  /** The language the visitor's answers and mail are written in, as the request (or a `language` in the body) says. */
  language: Language
} & (Row extends false ? unknown : { id: number })

export type RouteSpec<W extends Who, B extends BodySpec | undefined, Row extends RowSpec | false> = {
  who: W
  body?: B
  /** The route's `{id}` (or the parameter RowSpec names) is a row's: a value that is no row id is refused, 404 unless said, before any work. */
  row?: Row
  /** Called by other sites' servers (a payment provider's callback, proven by its signature): no origin check. */
  fromOtherSites?: true
  /** The words for a refusal that has none better (a malformed value, a conflict, a bug). */
  failure?: string
  /** The words refusing a member whose address is unconfirmed (`who: 'verified'`), when the feature has its own. */
  verifyFirst?: string
  /** The answer to a JSON body its schema refuses, when the route's callers expect another shape (or other words) than `{ error: failure, errors }`. */
  invalidBody?: (error: z.ZodError) => Response
  /**
   * Merged into every refusal's answer (e.g. `success: false` for the account calls that carry it);
   * a function of the visitor's language when its words are theirs.
   */
  refusalExtra?: Extra | ((language: Language) => Extra)
  /** `null` is 404. */
  handle: (input: RouteInput<W, B, Row>) => Promise<Response | null>
}

const READS_ONLY = new Set(['GET', 'HEAD'])

/**
 * Declares a route of the portal API. What every route does before its own work is done here, once,
 * in this order: a state-changing request from another site is refused (403); the caller is found
 * and checked against `who` (401 `notSignedIn`, with the session's cookies cleared; 403
 * `verifyFirst` unconfirmed or `forbidden` not an admin; 503 `unavailable` when the database
 * cannot tell); a row id that is no id is 404 `notFound` (or the route's own answer); the body is
 * read within its limit and checked (413 `tooLarge`, 415 `notJson`, 400 `invalidJson`, or
 * `invalid` with per-field codes). Whatever the work throws is answered as every route answers it
 * (answerFailure), with its code; every refusal a route builds itself names its code too (`json`).
 */
export function defineRoute<const W extends Who, const B extends BodySpec | undefined = undefined, const Row extends RowSpec | false = false>(
  spec: RouteSpec<W, B, Row>,
): APIRoute {
  const failure = spec.failure ?? MESSAGES.somethingWentWrong
  const notFound = () => refusal(404, 'notFound')
  return async (context) => {
    if (!READS_ONLY.has(context.request.method) && !spec.fromOtherSites) {
      const refused = foreignOrigin(context.request, context.url)
      if (refused) return refused
    }

    let body: unknown
    let bodyLanguage: unknown
    const extra = () => (typeof spec.refusalExtra === 'function' ? spec.refusalExtra(languageOf(context.request, bodyLanguage)) : spec.refusalExtra)
    const readBody = async (): Promise<Response | null> => {
      const bodySpec = spec.body
      if (!bodySpec) return null
      if ('file' in bodySpec) {
        const file = await readFormFile(context.request, bodySpec.file)
        if (!file.ok) return file.response
        body = file.data
        return null
      }
      if ('raw' in bodySpec) {
        const read = await readCapped(context.request, bodySpec.raw.maxBytes)
        if (!read.ok) return read.response
        body = read.bytes
        return null
      }
      const read = await readJsonBody(context.request, bodySpec.maxBytes)
      if (!read.ok) return read.response
      bodyLanguage = (read.body as { language?: unknown } | null)?.language
      const parsed = bodySpec.json.safeParse(bodySpec.optional ? (read.body ?? {}) : read.body)
      if (!parsed.success) return spec.invalidBody?.(parsed.error) ?? json(400, { ...extra(), error: failure, code: 'invalid', errors: fieldErrors(parsed.error) })
      body = parsed.data
      return null
    }

    let caller: { visitor: VisitorOf } | { member: Member }
    if (spec.who === 'anyone') {
      let found: Promise<Visitor> | undefined
      caller = {
        visitor: async (language?: Language) => {
          found ??= visitorOf(context, languageOf(context.request, bodyLanguage))
          const visitor = await found
          return language ? { ...visitor, language } : visitor
        },
      }
    } else {
      const signedIn = spec.who === 'admin' ? await adminOf(context) : await memberOf(context)
      if (!signedIn.ok) return signedIn.response
      if (spec.who === 'verified' && !signedIn.member.user.emailVerified) return json(403, { ...extra(), error: spec.verifyFirst ?? MESSAGES.verifyFirst, code: 'verifyFirst' })
      caller = { member: signedIn.member }
    }

    let id: number | null = null
    if (spec.row) {
      const row: Exclude<RowSpec, true> = spec.row === true ? {} : spec.row
      id = rowId(context.params[row.param ?? 'id'])
      if (id === null) return row.invalid?.() ?? notFound()
    }

    const refusedBody = await readBody()
    if (refusedBody) return refusedBody

    try {
      const input = { ...caller, body, context, language: languageOf(context.request, bodyLanguage), ...(spec.row ? { id } : {}) } as unknown as RouteInput<W, B, Row>
      return (await spec.handle(input)) ?? notFound()
    } catch (error) {
      return answerFailure(error, extra(), failure)
    }
  }
}
